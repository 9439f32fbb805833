import java.io.*;
public class IOStreams {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new StringReader("first line\nsecond line\r\nthird\n\nfifth"));
        String line;
        int n = 0;
        while ((line = br.readLine()) != null) System.out.println(++n + ": [" + line + "]");
        StringWriter sw = new StringWriter();
        PrintWriter pw = new PrintWriter(sw);
        pw.print("num=");
        pw.println(42);
        pw.printf("%s-%d%n", "fmt", 7);
        pw.print(3.5);
        pw.print('c');
        pw.println(true);
        pw.flush();
        System.out.print(sw.toString());
        System.out.println(sw.toString().length());
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        DataOutputStream dos = new DataOutputStream(bos);
        dos.writeInt(0x12345678);
        dos.writeLong(-2L);
        dos.writeShort(-300);
        dos.writeByte(200);
        dos.writeBoolean(true);
        dos.writeChar('Z');
        dos.writeFloat(1.5f);
        dos.writeDouble(Math.PI);
        dos.writeUTF("hello utf");
        dos.flush();
        byte[] bytes = bos.toByteArray();
        System.out.println(bytes.length + " " + dos.size());
        StringBuilder hex = new StringBuilder();
        for (byte b : bytes) hex.append(String.format("%02x", b & 0xff));
        System.out.println(hex);
        DataInputStream dis = new DataInputStream(new ByteArrayInputStream(bytes));
        System.out.println(Integer.toHexString(dis.readInt()) + " " + dis.readLong() + " " + dis.readShort() + " " + dis.readUnsignedByte() + " " + dis.readBoolean() + " " + dis.readChar() + " " + dis.readFloat() + " " + dis.readDouble() + " " + dis.readUTF());
        try {
            dis.readByte();
        } catch (EOFException e) {
            System.out.println("EOF");
        }
        ByteArrayInputStream bis = new ByteArrayInputStream(new byte[]{1, 2, 3, 4, 5, -1});
        System.out.println(bis.available() + " " + bis.read() + " " + bis.skip(2) + " " + bis.read() + " " + bis.read() + " " + bis.read() + " " + bis.read());
        ByteArrayOutputStream b2 = new ByteArrayOutputStream();
        b2.write(65); b2.write("BCD".getBytes(), 1, 2); b2.write(new byte[]{'!'});
        System.out.println(b2.toString() + " " + b2.size());
        PrintStream ps = new PrintStream(b2, true);
        ps.print(" ps");
        ps.println(1.25);
        System.out.print(b2.toString());
        byte[] utf = "abc".getBytes("UTF-8");
        System.out.println(utf.length + " " + new String(utf, "US-ASCII"));
        Reader r = new StringReader("abcdef");
        char[] buf = new char[4];
        int got = r.read(buf);
        System.out.println(got + " " + new String(buf, 0, got) + " " + (char) r.read() + " " + r.read() + " " + r.read());
        BufferedWriter bw = new BufferedWriter(sw);
        bw.write("buffered");
        bw.newLine();
        bw.flush();
        System.out.print(sw.toString().substring(sw.toString().lastIndexOf("true") + 5));
        System.out.println("sep=" + System.getProperty("line.separator").equals("\n") + " " + System.lineSeparator().length());
        InputStreamReader isr = new InputStreamReader(new ByteArrayInputStream("x\ny\n".getBytes()), "UTF-8");
        BufferedReader br2 = new BufferedReader(isr);
        System.out.println(br2.readLine() + br2.readLine() + br2.readLine());
        System.out.flush();
    }
}
