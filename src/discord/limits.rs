//! Discord's limits on what the bot sends, and the escaping of text that comes from users,
//! in one place. Every text the bot puts in a post, a reply, an edit, a thread name, a
//! button label or an autocomplete choice goes through one of these functions, so that
//! nothing is refused for its length (serenity refuses an over-long message before sending
//! it, and Discord answers 400 to the rest) and no user's text is read as Markdown.
//!
//! Discord counts characters (Unicode scalar values), as serenity's own checks do, so
//! every limit here is in `char`s, never bytes.

/// A message's content (posts, replies, edits, followups).
pub const MESSAGE: usize = 2000;
/// An autocomplete choice's name and value; a thread's name.
pub const CHOICE: usize = 100;
/// A thread's name.
pub const THREAD_NAME: usize = 100;
/// A button's label.
pub const BUTTON_LABEL: usize = 80;
/// A component's custom id.
pub const CUSTOM_ID: usize = 100;
/// Buttons in one action row.
pub const BUTTONS_PER_ROW: usize = 5;
/// How much of a user's own input an error message repeats back.
pub const ECHO: usize = 64;
/// The longest text a string option of a command takes (`max_length`): trails, game ids,
/// league names are all far shorter.
pub const OPTION: u16 = 100;
/// The longest text of `/game new invite:`, the one string option of mentions: each is
/// about 22 characters (`<@123456789012345678> `), and a table may seat up to 50.
pub const INVITE_OPTION: u16 = 1000;

/// At most `n` characters: cut with `…` when longer.
pub fn truncate(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        return s.to_owned();
    }
    let mut t: String = s.chars().take(n.saturating_sub(1)).collect();
    t.push('…');
    t
}

/// A message's content, at most [`MESSAGE`] characters. A longer text is cut at the last
/// line that fits, and a last line says how many lines were left out; a single line too
/// long for a message is cut with `…`.
pub fn content(text: &str) -> String {
    if text.chars().count() <= MESSAGE {
        return text.to_owned();
    }
    let lines: Vec<&str> = text.lines().collect();
    let mut kept = String::new();
    let mut used = 0;
    for (i, line) in lines.iter().enumerate() {
        let left = lines.len() - i;
        let note = super::words::say(&crate::words::msg!("lines-left-out", left));
        let len = line.chars().count() + 1;
        // Room must remain for the note about the lines left out after this one.
        let after = lines.len() - i - 1;
        let note_after = if after == 0 {
            0
        } else {
            note.chars().count() + 1
        };
        if used + len + note_after > MESSAGE {
            if kept.is_empty() {
                return truncate(text, MESSAGE);
            }
            kept.push_str(&note);
            return kept;
        }
        kept.push_str(line);
        kept.push('\n');
        used += len;
    }
    kept.pop();
    kept
}

/// A name from Discord (a display name, a nickname, a league name) as shown in a message:
/// on one line, its Markdown escaped, so that a nickname such as `[free nitro](https://…)`
/// or `**ADMIN**` shows as typed rather than as a link or in bold.
pub fn name(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 4);
    for c in s.chars() {
        match c {
            '\\' | '*' | '_' | '~' | '`' | '|' | '>' | '<' | '[' | ']' | '(' | ')' | '#' | '-'
            | ':' | '@' => {
                out.push('\\');
                out.push(c);
            }
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

/// A user's input repeated in a reply ("no game with id …"): one line, at most [`ECHO`]
/// characters, its Markdown escaped.
pub fn echo(s: &str) -> String {
    let one_line: String = s
        .trim()
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    name(&truncate(&one_line, ECHO))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_text_is_untouched() {
        assert_eq!(content("hello\nworld"), "hello\nworld");
        assert_eq!(truncate("abc", 3), "abc");
        assert_eq!(truncate("abcd", 3), "ab…");
    }

    #[test]
    fn long_text_is_cut_at_a_line_and_says_what_was_left_out() {
        let lines: Vec<String> = (0..300).map(|i| format!("{i}. player {i} — 42")).collect();
        let text = lines.join("\n");
        let fit = content(&text);
        assert!(fit.chars().count() <= MESSAGE, "{}", fit.chars().count());
        assert!(fit.starts_with("0. player 0 — 42\n1. player 1"));
        let last = fit.lines().last().unwrap();
        assert!(last.starts_with("… and "), "{last}");
        let kept = fit.lines().count() - 1;
        assert_eq!(last, format!("… and {} more lines", 300 - kept));
    }

    #[test]
    fn one_long_line_is_cut_by_characters() {
        let text = "é".repeat(5000);
        let fit = content(&text);
        assert_eq!(fit.chars().count(), MESSAGE);
        assert!(fit.ends_with('…'));
    }

    #[test]
    fn names_cannot_become_links_or_formatting() {
        assert_eq!(name("[free](http://x)"), "\\[free\\]\\(http\\://x\\)");
        assert_eq!(name("**A**"), "\\*\\*A\\*\\*");
        assert_eq!(name("<@1>"), "\\<\\@1\\>");
        assert_eq!(name("a\nb"), "a b");
        assert_eq!(name("Ana"), "Ana");
    }

    #[test]
    fn echoed_input_is_short_and_on_one_line() {
        let long = "x".repeat(6000);
        assert_eq!(echo(&long).chars().count(), ECHO);
        assert_eq!(echo(" a\nb "), "a b");
    }
}
