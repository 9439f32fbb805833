import java.util.*;
public class Bank {
    static class InsufficientFunds extends Exception {
        InsufficientFunds(String acct, long need) { super("account " + acct + " short by " + need); }
    }
    static abstract class Account {
        final String id; long balance; final List<String> log = new ArrayList<>();
        Account(String id, long initial) { this.id = id; this.balance = initial; }
        void deposit(long amt) {
            if (amt <= 0) throw new IllegalArgumentException("bad amount " + amt);
            balance += amt; log.add("+" + amt);
        }
        void withdraw(long amt) throws InsufficientFunds {
            if (amt > balance + overdraft()) throw new InsufficientFunds(id, amt - balance - overdraft());
            balance -= amt; log.add("-" + amt);
        }
        abstract long overdraft();
        abstract void monthEnd();
        public String toString() { return String.format("%s[%s %d.%02d]", getClass().getSimpleName(), id, balance / 100, Math.abs(balance % 100)); }
    }
    static class Checking extends Account {
        Checking(String id, long init) { super(id, init); }
        long overdraft() { return 5000; }
        void monthEnd() { if (balance < 0) { balance -= 1500; log.add("fee"); } }
    }
    static class Savings extends Account {
        final int rateBasisPoints;
        Savings(String id, long init, int bp) { super(id, init); rateBasisPoints = bp; }
        long overdraft() { return 0; }
        void monthEnd() { long interest = balance * rateBasisPoints / 10000 / 12; balance += interest; log.add("i" + interest); }
    }
    public static void main(String[] args) {
        Map<String, Account> accounts = new TreeMap<>();
        accounts.put("C1", new Checking("C1", 10000));
        accounts.put("S1", new Savings("S1", 500000, 350));
        accounts.put("C2", new Checking("C2", 0));
        Random r = new Random(2024);
        String[] ids = accounts.keySet().toArray(new String[0]);
        int failures = 0;
        for (int month = 1; month <= 6; month++) {
            for (int t = 0; t < 20; t++) {
                Account from = accounts.get(ids[r.nextInt(ids.length)]);
                Account to = accounts.get(ids[r.nextInt(ids.length)]);
                long amt = 100 + r.nextInt(20000);
                try {
                    from.withdraw(amt);
                    to.deposit(amt);
                } catch (InsufficientFunds e) {
                    failures++;
                    if (failures <= 5) System.out.println("month " + month + ": " + e.getMessage());
                }
            }
            for (Account a : accounts.values()) a.monthEnd();
            System.out.println("after month " + month + ": " + accounts.values());
        }
        try {
            accounts.get("C1").deposit(-5);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        long total = 0;
        for (Account a : accounts.values()) { total += a.balance; System.out.println(a.id + " log size " + a.log.size() + " first " + a.log.subList(0, Math.min(5, a.log.size()))); }
        System.out.println("failures " + failures + " total " + total);
    }
}
