public class LinkedStruct {
    static class Node<T> { T val; Node<T> next; Node(T v, Node<T> n) { val = v; next = n; } }
    static <T> Node<T> reverse(Node<T> h) { Node<T> prev = null; while (h != null) { Node<T> n = h.next; h.next = prev; prev = h; h = n; } return prev; }
    static <T> String show(Node<T> h) { StringBuilder sb = new StringBuilder("["); for (; h != null; h = h.next) { sb.append(h.val); if (h.next != null) sb.append(" -> "); } return sb.append("]").toString(); }
    static class BST {
        static class N { int key; String val; N left, right; N(int k, String v) { key = k; val = v; } }
        N root; int size;
        void put(int k, String v) { root = put(root, k, v); }
        N put(N n, int k, String v) {
            if (n == null) { size++; return new N(k, v); }
            if (k < n.key) n.left = put(n.left, k, v); else if (k > n.key) n.right = put(n.right, k, v); else n.val = v;
            return n;
        }
        String get(int k) { N n = root; while (n != null) { if (k == n.key) return n.val; n = k < n.key ? n.left : n.right; } return null; }
        int height(N n) { return n == null ? 0 : 1 + Math.max(height(n.left), height(n.right)); }
        void inorder(N n, StringBuilder sb) { if (n == null) return; inorder(n.left, sb); sb.append(n.key).append(' '); inorder(n.right, sb); }
        void preorder(N n, StringBuilder sb) { if (n == null) return; sb.append(n.key).append(' '); preorder(n.left, sb); preorder(n.right, sb); }
        N delete(N n, int k) {
            if (n == null) return null;
            if (k < n.key) n.left = delete(n.left, k);
            else if (k > n.key) n.right = delete(n.right, k);
            else {
                size--;
                if (n.left == null) return n.right;
                if (n.right == null) return n.left;
                N m = n.right; while (m.left != null) m = m.left;
                n.key = m.key; n.val = m.val; size++;
                n.right = delete(n.right, m.key);
            }
            return n;
        }
    }
    public static void main(String[] args) {
        Node<Integer> list = null;
        for (int i = 10; i >= 1; i--) list = new Node<>(i * i, list);
        System.out.println(show(list));
        list = reverse(list);
        System.out.println(show(list));
        Node<Integer> slow = list, fast = list;
        while (fast != null && fast.next != null) { slow = slow.next; fast = fast.next.next; }
        System.out.println("middle " + slow.val);
        Node<String> cyc = new Node<>("a", new Node<>("b", new Node<>("c", null)));
        cyc.next.next.next = cyc.next;
        Node<String> s1 = cyc, f1 = cyc;
        boolean cycle = false;
        for (int i = 0; i < 100 && f1 != null && f1.next != null; i++) { s1 = s1.next; f1 = f1.next.next; if (s1 == f1) { cycle = true; break; } }
        System.out.println("cycle " + cycle);
        BST t = new BST();
        java.util.Random r = new java.util.Random(5);
        for (int i = 0; i < 50; i++) { int k = r.nextInt(100); t.put(k, "v" + k); }
        StringBuilder in = new StringBuilder(), pre = new StringBuilder();
        t.inorder(t.root, in); t.preorder(t.root, pre);
        System.out.println("size " + t.size + " height " + t.height(t.root));
        System.out.println("inorder " + in.toString().trim());
        System.out.println("preorder " + pre.toString().trim());
        System.out.println(t.get(50) + " " + t.get(t.root.key));
        for (int k = 0; k < 100; k += 3) t.root = t.delete(t.root, k);
        in.setLength(0); t.inorder(t.root, in);
        System.out.println("after delete size " + t.size + ": " + in.toString().trim());
    }
}
