import java.io.*;

/* RandomAccessFile: modes, seek and file pointer, data encodings, readLine, setLength, errors. */
public class IoRandomAccess {
    public static void main(String[] args) throws IOException {
        File f = new File("raf-test.bin");
        f.delete();
        try {
            new RandomAccessFile(f, "r");
        } catch (FileNotFoundException e) {
            System.out.println("FileNotFoundException: " + e.getMessage());
        }
        try {
            new RandomAccessFile(f, "w");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE: " + e.getMessage());
        }
        RandomAccessFile raf = new RandomAccessFile(f, "rw");
        System.out.println("new: length " + raf.length() + " pointer " + raf.getFilePointer());
        raf.writeInt(0x01020304);
        raf.writeLong(-2L);
        raf.writeDouble(1.5);
        raf.writeUTF("utf \u00e9");
        raf.writeBoolean(true);
        raf.writeChar('Z');
        raf.writeShort(-7);
        raf.writeFloat(0.25f);
        raf.writeBytes("line one\r\nline two\rline three\nlast");
        System.out.println("written: length " + raf.length() + " pointer " + raf.getFilePointer());
        raf.seek(0);
        System.out.println(Integer.toHexString(raf.readInt()) + " " + raf.readLong() + " " + raf.readDouble() + " "
            + raf.readUTF().length() + " " + raf.readBoolean() + " " + raf.readChar() + " " + raf.readShort() + " " + raf.readFloat());
        for (String l; (l = raf.readLine()) != null; ) System.out.println("[" + l + "] at " + raf.getFilePointer());
        System.out.println("read at end: " + raf.read() + " " + raf.read(new byte[4]));
        try {
            raf.readInt();
        } catch (EOFException e) {
            System.out.println("EOFException");
        }
        raf.seek(2);
        System.out.println("byte at 2: " + raf.read() + " skip " + raf.skipBytes(5) + " -> " + raf.getFilePointer());
        raf.seek(raf.length() + 10);
        raf.write('!');
        System.out.println("after write past end: " + raf.length());
        raf.seek(3);
        byte[] b = new byte[3];
        raf.readFully(b);
        System.out.println(b[0] + " " + b[1] + " " + b[2]);
        raf.setLength(6);
        System.out.println("setLength 6: length " + raf.length() + " pointer " + raf.getFilePointer());
        raf.setLength(20);
        System.out.println("setLength 20: length " + raf.length() + " pointer " + raf.getFilePointer());
        try {
            raf.seek(-1);
        } catch (IOException e) {
            System.out.println("IOException: " + e.getMessage());
        }
        raf.close();
        raf.close();
        try {
            raf.read();
        } catch (IOException e) {
            System.out.println("IOException: " + e.getMessage());
        }
        RandomAccessFile ro = new RandomAccessFile("raf-test.bin", "r");
        System.out.println("read-only length " + ro.length() + " first " + ro.read());
        try {
            ro.write(1);
        } catch (IOException e) {
            System.out.println("write on read-only: IOException");
        }
        ro.close();
        System.out.println("deleted " + f.delete());
    }
}
