//! Players' names as every game's pictures write them: a seat's name, and short distinct
//! marks for pieces on a board.

/// A seat's name, trimmed; "Player N" when missing or blank.
pub(crate) fn seat_name(names: &[String], seat: usize) -> String {
    match names.get(seat) {
        Some(n) if !n.trim().is_empty() => n.trim().to_string(),
        _ => crate::words::english(&crate::words::msg!("render-player-n", n = seat + 1)),
    }
}

/// Short, distinct marks for the names: the initial, or two letters, or the seat number.
pub(crate) fn initials(names: &[String]) -> Vec<String> {
    let first = |n: &String, k: usize| -> String {
        let mut it = n.chars().filter(|c| c.is_alphanumeric());
        let mut s: String = it
            .next()
            .map(|c| c.to_uppercase().collect())
            .unwrap_or_default();
        for c in it.take(k.saturating_sub(1)) {
            s.extend(c.to_lowercase());
        }
        s
    };
    let mut out: Vec<String> = names.iter().map(|n| first(n, 1)).collect();
    for k in [2, 0] {
        let dup: Vec<bool> = (0..out.len())
            .map(|i| out[i].is_empty() || (0..out.len()).any(|j| j != i && out[j] == out[i]))
            .collect();
        for i in 0..out.len() {
            if dup[i] {
                out[i] = if k == 0 {
                    (i + 1).to_string()
                } else {
                    first(&names[i], k)
                };
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(names: &[&str]) -> Vec<String> {
        names.iter().map(|n| n.to_string()).collect()
    }

    #[test]
    fn initials_are_short_and_distinct() {
        assert_eq!(initials(&v(&["Ada", "Bob"])), v(&["A", "B"]));
        assert_eq!(initials(&v(&["Ada", "Abe", "Bob"])), v(&["Ad", "Ab", "B"]));
        assert_eq!(initials(&v(&["Ann", "Ann", ""])), v(&["1", "2", "3"]));
    }

    #[test]
    fn a_missing_name_is_the_seat() {
        assert_eq!(seat_name(&v(&[" Ada ", ""]), 0), "Ada");
        assert_eq!(seat_name(&v(&[" Ada ", ""]), 1), "Player 2");
        assert_eq!(seat_name(&v(&[]), 2), "Player 3");
    }
}
