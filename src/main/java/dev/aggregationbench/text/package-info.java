/**
 * Text that every layer shares: {@link dev.aggregationbench.text.Echo}, the one way a message quotes a value that
 * came from outside (a CLI argument, a query parameter, a REST field, a file's content), bounded and escaped so that
 * a 100 KB value, a newline or a terminal escape sequence in it cannot flood, forge or repaint the output; and
 * {@link dev.aggregationbench.text.KebabId}, the one way an enum's constant is named in files and messages.
 *
 * <p>May depend on: nothing of this project (the JDK and Jackson's annotations only); used by every package that
 * words a message.
 */
package dev.aggregationbench.text;
