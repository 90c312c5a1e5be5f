//! The `invite` option of `/game new`: Discord has no option taking several users, so it is
//! a text into which the host types mentions (`@name` becomes `<@id>` as the message is
//! sent, a role `<@&id>`). Read here into the users and roles a lobby is open to; anything
//! else typed there is refused, so that a name typed by hand is not silently dropped.

use crate::app::{Invitee, RoleId, UserId};
use crate::discord::{errors, Error};
use crate::words::Msg;

/// The users and roles `text` mentions, in its order, each once (commas and spaces between
/// them are fine).
pub fn invitees(text: &str) -> Result<Vec<Invitee>, Error> {
    let refuse = || errors::refuse(Msg::new("invite-not-mentions"));
    let mut out = Vec::new();
    let mut rest = text;
    loop {
        rest = rest.trim_start_matches(|c: char| c.is_whitespace() || c == ',');
        if rest.is_empty() {
            return Ok(out);
        }
        let body = rest.strip_prefix("<@").ok_or_else(refuse)?;
        let end = body.find('>').ok_or_else(refuse)?;
        let invitee = mentioned(&body[..end]).ok_or_else(refuse)?;
        if !out.contains(&invitee) {
            out.push(invitee);
        }
        rest = &body[end + 1..];
    }
}

/// The user or role of a mention's inside (after `<@`, before `>`): `123`, `!123` (a
/// nickname's mention, as older clients send) or `&123` (a role).
fn mentioned(inside: &str) -> Option<Invitee> {
    let number = |s: &str| {
        let plain = !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        plain
            .then(|| s.parse::<u64>().ok())
            .flatten()
            .filter(|&n| n > 0)
    };
    match inside.strip_prefix('&') {
        Some(role) => number(role).map(|r| Invitee::Role(RoleId(r))),
        None => {
            number(inside.strip_prefix('!').unwrap_or(inside)).map(|u| Invitee::User(UserId(u)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mentions_of_users_and_roles_are_read() {
        let read = invitees("<@12>, <@!34> <@&56><@12>").unwrap();
        assert_eq!(
            read,
            [
                Invitee::User(UserId(12)),
                Invitee::User(UserId(34)),
                Invitee::Role(RoleId(56)),
            ]
        );
        assert!(invitees("  ").unwrap().is_empty());
    }

    #[test]
    fn anything_else_is_refused() {
        for typed in [
            "bob",
            "<@12> bob",
            "<@>",
            "<@&>",
            "<@x1>",
            "<#12>",
            "<@12",
            "<@-1>",
            "<@0>",
        ] {
            assert!(invitees(typed).is_err(), "{typed}");
        }
    }
}
