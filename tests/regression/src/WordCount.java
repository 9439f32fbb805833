import java.util.*;
public class WordCount {
    static final String TEXT =
        "It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness, " +
        "it was the epoch of belief, it was the epoch of incredulity, it was the season of Light, it was the season of Darkness, " +
        "it was the spring of hope, it was the winter of despair, we had everything before us, we had nothing before us, " +
        "we were all going direct to Heaven, we were all going direct the other way.";
    public static void main(String[] args) {
        Map<String, Integer> counts = new HashMap<>();
        for (String w : TEXT.toLowerCase().split("[^a-z]+")) {
            if (w.isEmpty()) continue;
            Integer c = counts.get(w);
            counts.put(w, c == null ? 1 : c + 1);
        }
        System.out.println("distinct " + counts.size());
        System.out.println("hashmap order: " + counts);
        List<Map.Entry<String, Integer>> entries = new ArrayList<>(counts.entrySet());
        Collections.sort(entries, new Comparator<Map.Entry<String, Integer>>() {
            public int compare(Map.Entry<String, Integer> a, Map.Entry<String, Integer> b) {
                int c = b.getValue().compareTo(a.getValue());
                return c != 0 ? c : a.getKey().compareTo(b.getKey());
            }
        });
        for (int i = 0; i < 10; i++) System.out.printf("%-12s %3d%n", entries.get(i).getKey(), entries.get(i).getValue());
        Map<Integer, List<String>> byLength = new TreeMap<>();
        for (String w : counts.keySet()) {
            List<String> l = byLength.get(w.length());
            if (l == null) { l = new ArrayList<>(); byLength.put(w.length(), l); }
            l.add(w);
        }
        for (Map.Entry<Integer, List<String>> e : byLength.entrySet()) {
            Collections.sort(e.getValue());
            System.out.println(e.getKey() + " " + e.getValue());
        }
        Map<Character, Integer> letters = new TreeMap<>();
        for (char c : TEXT.toCharArray()) if (Character.isLetter(c)) {
            char l = Character.toLowerCase(c);
            letters.put(l, letters.containsKey(l) ? letters.get(l) + 1 : 1);
        }
        System.out.println(letters);
        String[] sentences = TEXT.split(",\\s*");
        System.out.println("clauses " + sentences.length + " longest " + Collections.max(Arrays.asList(sentences), new Comparator<String>() {
            public int compare(String a, String b) { return Integer.compare(a.length(), b.length()); }
        }));
    }
}
