//! How the adapter words the common things of any message: a game's one-line summary, a
//! list of names, mentions, Discord timestamps, links, a game's options, and mentions that
//! notify nobody. Shared by the commands and the outbox, so that a game reads the same in a
//! reply and in a post.

use poise::serenity_prelude as serenity;

use super::limits;
use crate::app::{GameInfo, GameStatus, Millis, Place, PlayerRef};
use crate::words::{msg, Catalog};

/// "round 2, turn 3 · alice, bob" or "lobby · alice", as plain text (an autocomplete
/// label).
pub fn summary(words: &Catalog, lang: &str, info: &GameInfo) -> String {
    summary_with(words, lang, info, str::to_owned)
}

/// [`summary`] for a message: the names escaped for Markdown.
pub fn summary_shown(words: &Catalog, lang: &str, info: &GameInfo) -> String {
    summary_with(words, lang, info, limits::name)
}

/// How many players a game's summary names (a game has up to 50).
const SUMMARY_NAMES: usize = 8;

fn summary_with(
    words: &Catalog,
    lang: &str,
    info: &GameInfo,
    name: impl Fn(&str) -> String,
) -> String {
    let names = info.players.iter().map(|p| name(&p.player.name));
    let state = standing(words, lang, info);
    let names = name_list(words, lang, names, SUMMARY_NAMES);
    format!("{state} · {names}")
}

/// Where a game stands, in words: its round and turn in play, else its status.
pub fn standing(words: &Catalog, lang: &str, info: &GameInfo) -> String {
    let said = match (info.status, info.round, info.turn) {
        (GameStatus::Active, Some(round), Some(turn)) => msg!("summary-round-turn", round, turn),
        (status, _, _) => msg!("summary-status", status = status.as_str()),
    };
    words.render_in(lang, &said, &[])
}

/// "a, b, c" with at most `most` names, then "and 12 more".
pub fn name_list(
    words: &Catalog,
    lang: &str,
    names: impl ExactSizeIterator<Item = String>,
    most: usize,
) -> String {
    let total = names.len();
    let mut shown: Vec<String> = names.take(most).collect();
    if total > most {
        let more = msg!("names-and-more", n = total - most);
        shown.push(words.render_in(lang, &more, &[]));
    }
    shown.join(", ")
}

/// `<@id>` for each player; a computer player by its name (it has no account to call).
pub fn mentions(players: &[PlayerRef]) -> String {
    players.iter().map(who).collect::<Vec<_>>().join(" ")
}

/// A player called by a mention, or a computer player by its name in bold.
pub fn who(player: &PlayerRef) -> String {
    if player.bot {
        format!("**{}**", super::limits::name(&player.name))
    } else {
        format!("<@{}>", player.user)
    }
}

/// " (2 hints)" after a score helped by hints; nothing without.
pub fn hints_used(words: &Catalog, lang: &str, hints: u32) -> String {
    match hints {
        0 => String::new(),
        n => words.render_in(lang, &msg!("hints-used", n), &[]),
    }
}

/// A Discord timestamp: the date and the relative time.
pub fn timestamp(at: Millis) -> String {
    let s = at.div_euclid(1000);
    format!("<t:{s}:f> (<t:{s}:R>)")
}

/// A link to a channel or thread (a direct message's is under `@me`).
pub fn link(place: Place) -> String {
    if place.is_direct() {
        return format!("https://discord.com/channels/@me/{}", place.channel);
    }
    format!(
        "https://discord.com/channels/{}/{}",
        place.guild, place.channel
    )
}

/// Where a game is, as a reply names it: a server's thread by its mention, a direct
/// message with the bot by a link (Discord shows no mention of a DM channel).
pub fn mention(words: &Catalog, lang: &str, place: Place) -> String {
    if place.is_direct() {
        let link = link(place);
        words.render_in(lang, &msg!("mention-direct-messages", link), &[])
    } else {
        format!("<#{}>", place.channel)
    }
}

/// The options of a game, in words, with its turn length and size.
pub fn options_text(words: &Catalog, lang: &str, info: &GameInfo) -> String {
    let game = &info.settings;
    let mut parts = vec![match crate::games::find(&game.game) {
        Some(rules) => described(words, lang, rules, &game.options),
        None => game.game.to_string(),
    }];
    parts.push(words.render_in(
        lang,
        &msg!(
            "options-turns",
            duration = crate::app::duration(info.settings.turn_deadline)
        ),
        &[],
    ));
    if !info.settings.bank.is_zero() {
        let duration = crate::app::duration(info.settings.bank);
        parts.push(words.render_in(lang, &msg!("bank-options", duration), &[]));
    }
    parts.push(words.render_in(
        lang,
        &msg!("options-players", most = info.settings.max_players),
        &[],
    ));
    parts.join(" · ")
}

/// The stored options of a game of `rules` in its few words, rendered by `words`
/// ([`crate::game::Rules::describe_options`]); empty for a game without options.
pub fn described(
    words: &Catalog,
    lang: &str,
    rules: &dyn crate::game::Rules,
    options: &str,
) -> String {
    rules
        .describe_options(options)
        .map_or_else(String::new, |m| words.render_in(lang, &m, &[]))
}

/// Mentions that notify nobody (used where a name is shown, not called).
pub fn quiet() -> serenity::CreateAllowedMentions {
    serenity::CreateAllowedMentions::new()
        .empty_users()
        .empty_roles()
}
