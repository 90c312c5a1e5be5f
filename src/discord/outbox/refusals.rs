//! Discord's refusals, sorted by what trying again would do. A refusal costs more than the
//! one post: Discord counts every 401, 403 and 429 answer against the bot, and past 10,000
//! in 10 minutes it refuses every request of the bot for an hour, everyone's posts
//! included. So what cannot succeed is not tried again:
//!
//! - **the place cannot be reached** (a user who accepts no direct message from the bot or
//!   blocked it, access lost, the channel gone: [`PLACE_GONE`]): the event is given up at
//!   once and, in a direct message, the place's other pending events with it, the place
//!   muted until its user interacts again (`Service::place_unreachable`);
//! - **final** (401, 403, 404, 413, or a code in [`FINAL`]: the same request would get the
//!   same answer): given up at once;
//! - anything else Discord refuses with a 4xx: tried [`TRIES`](super::lanes::TRIES) times.

use poise::serenity_prelude as serenity;

use super::lanes::Failure;

/// Unknown Channel.
const UNKNOWN_CHANNEL: isize = 10003;
/// Missing Access.
const MISSING_ACCESS: isize = 50001;
/// Cannot send messages to this user (they accept no direct message from the bot).
const CANNOT_MESSAGE_USER: isize = 50007;
/// Request entity too large (an upload over the limit).
const TOO_LARGE: isize = 40005;

/// The codes that say the place itself cannot be reached: nothing posted there will go
/// through until something changes on the user's side.
pub const PLACE_GONE: [isize; 3] = [CANNOT_MESSAGE_USER, MISSING_ACCESS, UNKNOWN_CHANNEL];

/// The codes of refusals that depend on the request alone: an empty message (50006), a
/// body Discord does not take (50035), a thread archived (50083) or locked (160005), an
/// upload too large (`TOO_LARGE`, 40005).
pub const FINAL: [isize; 5] = [50006, 50035, 50083, 160_005, TOO_LARGE];

/// What to do with a 4xx answer (not 429) of `status` and Discord's `code`; `reason` is
/// what is recorded with the event.
pub fn refusal(status: u16, code: isize, reason: String) -> Failure {
    if PLACE_GONE.contains(&code) {
        Failure::Unreachable(reason)
    } else if matches!(status, 401 | 403 | 404 | 413) || FINAL.contains(&code) {
        Failure::Final(reason)
    } else {
        Failure::Refused(reason)
    }
}

/// The status and Discord's code of an answer that refused a request, if `e` is one.
fn answer(e: &serenity::Error) -> Option<(u16, isize)> {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(resp)) => {
            Some((resp.status_code.as_u16(), resp.error.code))
        }
        _ => None,
    }
}

/// Whether Discord refused a message because its place cannot be reached ([`PLACE_GONE`]).
pub fn unreachable(e: &serenity::Error) -> bool {
    answer(e).is_some_and(|(_, code)| PLACE_GONE.contains(&code))
}

/// Whether Discord refused a message because its uploads are too large.
pub fn too_large(e: &serenity::Error) -> bool {
    answer(e).is_some_and(|(status, code)| status == 413 || code == TOO_LARGE)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(status: u16, code: isize) -> &'static str {
        match refusal(status, code, String::new()) {
            Failure::Unreachable(_) => "unreachable",
            Failure::Final(_) => "final",
            Failure::Refused(_) => "refused",
            Failure::Retry(_) => "retry",
        }
    }

    #[test]
    fn a_closed_place_is_unreachable_and_what_cannot_change_is_final() {
        assert_eq!(kind(403, 50007), "unreachable");
        assert_eq!(kind(403, 50001), "unreachable");
        assert_eq!(kind(404, 10003), "unreachable");
        assert_eq!(kind(404, 10008), "final");
        assert_eq!(kind(403, 50013), "final");
        assert_eq!(kind(401, 0), "final");
        assert_eq!(kind(413, 40005), "final");
        assert_eq!(kind(400, 50035), "final");
        // A bare refusal may be a passing state of Discord's: tried a few times.
        assert_eq!(kind(400, 0), "refused");
    }
}
