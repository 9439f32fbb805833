// Instance fields in a hot loop: particles whose position and velocity
// are int and double fields, updated through getfield/putfield, and a
// ring of nodes walked by their `next` field (molecular-dynamics and
// linked-structure shapes).  Every access has the null and GOS state
// checks; compare ristretto with the checks compiled out
// (make CPPFLAGS=-DJIT_GOS_CHECKS=0) to see what they cost on fields.
public class FieldKernel {
    static final class Particle {
        double x, y, vx, vy;
        int hits;
        Particle next;
    }

    static long step(Particle[] ps, int rounds) {
        long h = 0;
        for (int r = 0; r < rounds; r++) {
            for (Particle p : ps) {
                p.x += p.vx;
                p.y += p.vy;
                if (p.x < 0 || p.x > 100) { p.vx = -p.vx; p.hits++; }
                if (p.y < 0 || p.y > 100) { p.vy = -p.vy; p.hits++; }
            }
            Particle q = ps[r % ps.length];
            for (int k = 0; k < 64; k++) {
                h += q.hits;
                q = q.next;
            }
        }
        return h;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 200000;
        Particle[] ps = new Particle[256];
        for (int i = 0; i < ps.length; i++) {
            Particle p = new Particle();
            p.x = i % 100;
            p.y = (i * 7) % 100;
            p.vx = 0.5 + (i % 5) * 0.25;
            p.vy = 0.75 - (i % 3) * 0.5;
            ps[i] = p;
        }
        for (int i = 0; i < ps.length; i++)
            ps[i].next = ps[(i * 17 + 1) % ps.length];
        long h = step(ps, rounds);
        int hits = 0;
        for (Particle p : ps)
            hits += p.hits;
        System.out.println("checksum " + h + " " + hits);
    }
}
