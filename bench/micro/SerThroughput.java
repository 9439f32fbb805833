import java.io.*;
import java.util.ArrayList;

/*
 * Serialization throughput: an ArrayList of 100,000 small objects (two
 * ints, a long, a double and a short String each) written with
 * ObjectOutputStream into memory and read back with ObjectInputStream,
 * ROUNDS times (first argument, default 1).  Prints one checksum over what
 * was read.
 */
public class SerThroughput {
    static final class Item implements Serializable {
        private static final long serialVersionUID = 1L;
        int a;
        int b;
        long c;
        double d;
        String s;
        Item(int i) {
            a = i;
            b = i * 7;
            c = (long) i << 20;
            d = i * 0.5;
            s = "i" + (i % 1000);
        }
    }

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        ArrayList<Item> list = new ArrayList<Item>();
        for (int i = 0; i < 100000; i++) list.add(new Item(i));
        long sum = 0;
        for (int r = 0; r < rounds; r++) {
            ByteArrayOutputStream bo = new ByteArrayOutputStream(1 << 22);
            ObjectOutputStream oo = new ObjectOutputStream(bo);
            oo.writeObject(list);
            oo.close();
            byte[] bytes = bo.toByteArray();
            ObjectInputStream oi = new ObjectInputStream(new ByteArrayInputStream(bytes));
            @SuppressWarnings("unchecked")
            ArrayList<Item> back = (ArrayList<Item>) oi.readObject();
            for (Item it : back) sum += it.a + it.b + it.c + (long) it.d + it.s.length();
            sum += bytes.length;
        }
        System.out.println("checksum " + sum);
    }
}
