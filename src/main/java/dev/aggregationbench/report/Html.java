package dev.aggregationbench.report;

import java.util.List;

/** Minimal HTML building: every text that comes from a run goes through {@link #text}. */
final class Html {

    private Html() {}

    /** Escapes text for element content and double-quoted attribute values; {@code null} becomes "n/a". */
    static String text(Object value) {
        if (value == null) {
            return "n/a";
        }
        String s = value.toString();
        StringBuilder out = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    /** Escaped text whose line breaks become {@code <br>}. */
    static String lines(String value) {
        return String.join("<br>", text(value).split("\n"));
    }

    /** {@code <tag class="cls">content</tag>}; content is taken as HTML. */
    static String element(String tag, String cls, String html) {
        return "<" + tag + (cls == null ? "" : " class=\"" + cls + "\"") + ">" + html + "</" + tag + ">";
    }

    /** A definition list row: term and escaped value. */
    static String row(String term, Object value) {
        return "<dt>" + text(term) + "</dt><dd>" + text(value) + "</dd>";
    }

    static String list(List<String> items) {
        StringBuilder ul = new StringBuilder("<ul>");
        items.forEach(item -> ul.append("<li>").append(text(item)).append("</li>"));
        return ul.append("</ul>").toString();
    }
}
