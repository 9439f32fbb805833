public class AllocChurn {
    static final class Pt { final int x, y; Pt(int x, int y) { this.x = x; this.y = y; } Pt add(Pt o) { return new Pt(x + o.x, y + o.y); } }
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 3000000;
        Pt acc = new Pt(0, 0);
        long check = 0;
        for (int i = 0; i < n; i++) {
            Pt p = new Pt(i & 7, i & 3);
            acc = acc.add(p);
            if ((i & 1023) == 0) { int[] junk = new int[16]; junk[i & 15] = i; check += junk[i & 15]; }
        }
        check += acc.x * 31L + acc.y;
        System.out.println("checksum " + check);
    }
}
