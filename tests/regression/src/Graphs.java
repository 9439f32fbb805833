import java.util.*;
public class Graphs {
    static List<List<int[]>> adj = new ArrayList<>();
    static void edge(int a, int b, int w) { adj.get(a).add(new int[]{b, w}); adj.get(b).add(new int[]{a, w}); }
    public static void main(String[] args) {
        int n = 12;
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        int[][] edges = {{0, 1, 4}, {0, 2, 1}, {2, 1, 2}, {1, 3, 5}, {2, 3, 8}, {3, 4, 3}, {4, 5, 1}, {5, 6, 2}, {6, 7, 7}, {4, 7, 9}, {7, 8, 1}, {8, 9, 2}, {9, 10, 3}, {3, 9, 20}};
        for (int[] e : edges) edge(e[0], e[1], e[2]);
        // BFS
        int[] dist = new int[n];
        Arrays.fill(dist, -1);
        ArrayDeque<Integer> q = new ArrayDeque<>();
        q.add(0); dist[0] = 0;
        StringBuilder order = new StringBuilder();
        while (!q.isEmpty()) {
            int u = q.poll();
            order.append(u).append(' ');
            for (int[] e : adj.get(u)) if (dist[e[0]] < 0) { dist[e[0]] = dist[u] + 1; q.add(e[0]); }
        }
        System.out.println("bfs order " + order.toString().trim());
        System.out.println("bfs dist " + Arrays.toString(dist));
        // DFS recursive
        boolean[] seen = new boolean[n];
        StringBuilder dfs = new StringBuilder();
        dfs(0, seen, dfs);
        System.out.println("dfs order " + dfs.toString().trim());
        // Dijkstra
        long[] d = new long[n];
        Arrays.fill(d, Long.MAX_VALUE);
        int[] prev = new int[n];
        Arrays.fill(prev, -1);
        d[0] = 0;
        PriorityQueue<long[]> pq = new PriorityQueue<>(new Comparator<long[]>() {
            public int compare(long[] a, long[] b) { return Long.compare(a[0], b[0]); }
        });
        pq.add(new long[]{0, 0});
        while (!pq.isEmpty()) {
            long[] top = pq.poll();
            int u = (int) top[1];
            if (top[0] > d[u]) continue;
            for (int[] e : adj.get(u)) {
                long nd = d[u] + e[1];
                if (nd < d[e[0]]) { d[e[0]] = nd; prev[e[0]] = u; pq.add(new long[]{nd, e[0]}); }
            }
        }
        for (int i = 0; i < n; i++) {
            if (d[i] == Long.MAX_VALUE) { System.out.println(i + ": unreachable"); continue; }
            LinkedList<Integer> path = new LinkedList<>();
            for (int v = i; v != -1; v = prev[v]) path.addFirst(v);
            System.out.println(i + ": " + d[i] + " via " + path);
        }
        // topological sort (Kahn) on a DAG
        Map<String, List<String>> deps = new TreeMap<>();
        String[][] rules = {{"app", "lib"}, {"app", "util"}, {"lib", "core"}, {"util", "core"}, {"test", "app"}, {"core", "base"}};
        Map<String, Integer> indeg = new TreeMap<>();
        for (String[] r : rules) {
            if (!deps.containsKey(r[1])) deps.put(r[1], new ArrayList<String>());
            deps.get(r[1]).add(r[0]);
            indeg.put(r[0], (indeg.containsKey(r[0]) ? indeg.get(r[0]) : 0) + 1);
            if (!indeg.containsKey(r[1])) indeg.put(r[1], 0);
        }
        TreeSet<String> ready = new TreeSet<>();
        for (Map.Entry<String, Integer> e : indeg.entrySet()) if (e.getValue() == 0) ready.add(e.getKey());
        List<String> topo = new ArrayList<>();
        while (!ready.isEmpty()) {
            String s = ready.pollFirst();
            topo.add(s);
            if (deps.containsKey(s)) for (String t : deps.get(s)) { indeg.put(t, indeg.get(t) - 1); if (indeg.get(t) == 0) ready.add(t); }
        }
        System.out.println("topo " + topo);
        // grid BFS maze
        String[] maze = {
            "S.#.......",
            ".##.####..",
            "....#..#.#",
            "##.##.##..",
            "....#....E"};
        int rows = maze.length, cols = maze[0].length();
        int[][] md = new int[rows][cols];
        for (int[] row : md) Arrays.fill(row, -1);
        ArrayDeque<int[]> mq = new ArrayDeque<>();
        mq.add(new int[]{0, 0}); md[0][0] = 0;
        int[] dr = {1, -1, 0, 0}, dc = {0, 0, 1, -1};
        while (!mq.isEmpty()) {
            int[] c = mq.poll();
            for (int k = 0; k < 4; k++) {
                int nr = c[0] + dr[k], nc = c[1] + dc[k];
                if (nr < 0 || nc < 0 || nr >= rows || nc >= cols || maze[nr].charAt(nc) == '#' || md[nr][nc] >= 0) continue;
                md[nr][nc] = md[c[0]][c[1]] + 1;
                mq.add(new int[]{nr, nc});
            }
        }
        System.out.println("maze distance " + md[rows - 1][cols - 1]);
    }
    static void dfs(int u, boolean[] seen, StringBuilder out) {
        seen[u] = true;
        out.append(u).append(' ');
        for (int[] e : adj.get(u)) if (!seen[e[0]]) dfs(e[0], seen, out);
    }
}
