import java.io.*;
public class FileIO {
    public static void main(String[] args) throws IOException {
        File f = new File("ristretto_fileio_test.txt");
        System.out.println("exists before: " + f.exists());
        FileWriter fw = new FileWriter(f);
        for (int i = 0; i < 10; i++) fw.write("line " + i + " value " + (i * i) + "\n");
        fw.close();
        System.out.println("exists after: " + f.exists() + " length " + f.length() + " name " + f.getName() + " isFile " + f.isFile() + " isDir " + f.isDirectory());
        BufferedReader br = new BufferedReader(new FileReader(f));
        String line;
        int sum = 0;
        while ((line = br.readLine()) != null) {
            String[] p = line.split(" ");
            sum += Integer.parseInt(p[3]);
            System.out.println("read: " + line);
        }
        br.close();
        System.out.println("sum " + sum);
        FileWriter app = new FileWriter(f, true);
        app.write("appended\n");
        app.close();
        System.out.println("length now " + f.length());
        FileOutputStream fos = new FileOutputStream("ristretto_bin.dat");
        DataOutputStream dos = new DataOutputStream(new BufferedOutputStream(fos));
        for (int i = 0; i < 100; i++) dos.writeInt(i * 1000);
        dos.close();
        File bin = new File("ristretto_bin.dat");
        System.out.println("bin length " + bin.length());
        DataInputStream dis = new DataInputStream(new BufferedInputStream(new FileInputStream(bin)));
        long total = 0;
        for (int i = 0; i < 100; i++) total += dis.readInt();
        dis.close();
        System.out.println("bin total " + total);
        FileInputStream fis = new FileInputStream(f);
        byte[] buf = new byte[16];
        int n = fis.read(buf);
        fis.close();
        System.out.println(n + " [" + new String(buf, 0, n) + "]");
        try {
            new FileReader("does_not_exist.txt");
        } catch (FileNotFoundException e) {
            System.out.println("FileNotFoundException");
        }
        File dir = new File("subdir");
        System.out.println("mkdir " + dir.mkdir() + " " + dir.isDirectory());
        File inner = new File(dir, "x.txt");
        PrintWriter pw = new PrintWriter(new FileWriter(inner));
        pw.println("in subdir");
        pw.close();
        String[] list = dir.list();
        System.out.println("list " + list.length + " " + list[0]);
        System.out.println("delete " + inner.delete() + " " + dir.delete() + " " + f.delete() + " " + bin.delete() + " " + f.exists());
    }
}
