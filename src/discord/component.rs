//! The custom ids of the bot's buttons, typed. Every button the bot sends is built from a
//! [`ComponentId`] and every click is read back into one, so that the text of an id is
//! written in one place and a click is routed by a `match` that names every button. An id
//! the bot did not make (garbage, too long, an old or unknown button) reads as nothing
//! rather than half a route.
//!
//! The texts are those the bot has always sent (`lobby:join:<game>`, ...): buttons under
//! messages posted by an earlier version keep working.

use crate::app::SeasonNo;
use std::fmt;
use std::str::FromStr;

use poise::serenity_prelude as serenity;

use super::limits;
use crate::game::Level;

/// The longest game id a button carries (the service's ids are 5 characters).
const GAME_ID: usize = 32;

/// Whose results a daily leaderboard shows: `/daily leaderboard`'s option, and a part of
/// its buttons' ids (its choices' names are the catalog's keys, `cmd-daily-leaderboard.scope-server`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Scope {
    #[name = "server"]
    Server,
    #[name = "global"]
    Global,
}

impl Scope {
    /// How a button's id names the scope.
    pub fn key(self) -> &'static str {
        match self {
            Scope::Server => "server",
            Scope::Global => "global",
        }
    }

    /// The scope a button's id names.
    pub fn from_key(key: &str) -> Option<Scope> {
        match key {
            "server" => Some(Scope::Server),
            "global" => Some(Scope::Global),
            _ => None,
        }
    }
}

/// A button of the bot, with what it acts on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ComponentId {
    /// Join, Leave or Start under a game's lobby message: `lobby:<action>:<game>`.
    Lobby { action: LobbyAction, game: String },
    /// "My map" under a turn post: `turn:map:<game>`.
    MyMap { game: String },
    /// "Hint" under a turn post of a game that allows hints: `turn:hint:<game>`.
    Hint { game: String },
    /// A quick move's button under a move's reply ([`crate::game::Play::quick_moves`]):
    /// `move:<game>:<move as typed>` ("Skip the bonus trail": `move:k3x9a:skip`). The move
    /// is a claim like any typed one: the game checks it for the clicker. Buttons posted
    /// before quick moves were every game's, `trail:skip:<game>`, read as `skip`.
    Quick { game: String, text: String },
    /// Prev/Next of a daily leaderboard: `daily:board:<scope>:<YYYY-MM-DD>:<page>` (pages
    /// from 0) for the default game of the `/daily` commands (`game` is `None`), as since
    /// the first release, and `…:<page>:<game>` for another game's.
    DailyBoard {
        scope: Scope,
        date: String,
        page: usize,
        game: Option<String>,
    },
    /// Prev/Next of a league's standings: `league:page:<league>:<season>:<page>` (pages
    /// from 1).
    LeaguePage {
        league: i64,
        season: SeasonNo,
        page: usize,
    },
    /// Prev/Next of a game's public log (`/game log`): `game:log:<game>:<page>` (pages
    /// from 1).
    GameLog { game: String, page: usize },
    /// Rematch under a finished game's end post: `game:rematch:<game>`.
    Rematch { game: String },
}

impl ComponentId {
    /// Whether a click redraws the message it is on (a lobby, a page of a board), rather
    /// than answering the user privately: its acknowledgement is then a deferred update.
    pub fn redraws(&self) -> bool {
        match self {
            ComponentId::Lobby { .. }
            | ComponentId::DailyBoard { .. }
            | ComponentId::LeaguePage { .. }
            | ComponentId::GameLog { .. } => true,
            ComponentId::MyMap { .. }
            | ComponentId::Hint { .. }
            | ComponentId::Quick { .. }
            | ComponentId::Rematch { .. } => false,
        }
    }
}

/// The buttons of a lobby message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LobbyAction {
    Join,
    Leave,
    Start,
    /// The host adds a computer player of this level.
    AddBot(Level),
    /// The host takes the last computer player out.
    RemoveBot,
}

impl LobbyAction {
    fn as_str(self) -> &'static str {
        match self {
            LobbyAction::Join => "join",
            LobbyAction::Leave => "leave",
            LobbyAction::Start => "start",
            LobbyAction::AddBot(Level::Easy) => "bot-easy",
            LobbyAction::AddBot(Level::Normal) => "bot-normal",
            LobbyAction::AddBot(Level::Strong) => "bot-strong",
            LobbyAction::RemoveBot => "unbot",
        }
    }

    fn parse(s: &str) -> Option<LobbyAction> {
        match s {
            "join" => Some(LobbyAction::Join),
            "leave" => Some(LobbyAction::Leave),
            "start" => Some(LobbyAction::Start),
            "unbot" => Some(LobbyAction::RemoveBot),
            _ => s
                .strip_prefix("bot-")
                .and_then(|level| Level::ALL.into_iter().find(|l| l.name() == level))
                .map(LobbyAction::AddBot),
        }
    }
}

impl ComponentId {
    /// A button with this id.
    pub fn button(&self, label: &str, style: serenity::ButtonStyle) -> serenity::CreateButton {
        serenity::CreateButton::new(self.to_string())
            .label(limits::truncate(label, limits::BUTTON_LABEL))
            .style(style)
    }
}

impl fmt::Display for ComponentId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ComponentId::Lobby { action, game } => write!(f, "lobby:{}:{game}", action.as_str()),
            ComponentId::MyMap { game } => write!(f, "turn:map:{game}"),
            ComponentId::Hint { game } => write!(f, "turn:hint:{game}"),
            ComponentId::Quick { game, text } => write!(f, "move:{game}:{text}"),
            ComponentId::DailyBoard {
                scope,
                date,
                page,
                game,
            } => {
                write!(f, "daily:board:{}:{date}:{page}", scope.key())?;
                if let Some(game) = game {
                    write!(f, ":{game}")?;
                }
                Ok(())
            }
            ComponentId::LeaguePage {
                league,
                season,
                page,
            } => write!(f, "league:page:{league}:{season}:{page}"),
            ComponentId::GameLog { game, page } => write!(f, "game:log:{game}:{page}"),
            ComponentId::Rematch { game } => write!(f, "game:rematch:{game}"),
        }
    }
}

/// A custom id that is none of the bot's buttons.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownComponent;

impl fmt::Display for UnknownComponent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&super::words::say(&crate::words::Msg::new(
            "component-unknown",
        )))
    }
}

impl std::error::Error for UnknownComponent {}

impl FromStr for ComponentId {
    type Err = UnknownComponent;

    fn from_str(id: &str) -> Result<ComponentId, UnknownComponent> {
        if id.chars().count() > limits::CUSTOM_ID {
            return Err(UnknownComponent);
        }
        let parts: Vec<&str> = id.split(':').collect();
        let parsed = match parts.as_slice() {
            ["lobby", action, game] => LobbyAction::parse(action).and_then(|action| {
                Some(ComponentId::Lobby {
                    action,
                    game: game_id(game)?,
                })
            }),
            ["turn", "map", game] => game_id(game).map(|game| ComponentId::MyMap { game }),
            ["turn", "hint", game] => game_id(game).map(|game| ComponentId::Hint { game }),
            ["trail", "skip", game] => game_id(game).map(|game| ComponentId::Quick {
                game,
                text: "skip".to_owned(),
            }),
            ["move", game, text @ ..] => {
                let text = text.join(":");
                let typed = !text.trim().is_empty() && !text.chars().any(char::is_control);
                game_id(game)
                    .filter(|_| typed)
                    .map(|game| ComponentId::Quick { game, text })
            }
            ["daily", "board", scope, date, page, game @ ..] if game.len() <= 1 => (|| {
                Some(ComponentId::DailyBoard {
                    scope: Scope::from_key(scope)?,
                    date: date_text(date)?,
                    page: number(page)?,
                    game: match game {
                        [game] => Some(game_id(game)?),
                        _ => None,
                    },
                })
            })(),
            ["league", "page", league, season, page] => (|| {
                Some(ComponentId::LeaguePage {
                    league: i64::try_from(number::<u64>(league)?).ok()?,
                    season: number(season)?,
                    page: number(page)?,
                })
            })(),
            ["game", "rematch", game] => game_id(game).map(|game| ComponentId::Rematch { game }),
            ["game", "log", game, page] => (|| {
                Some(ComponentId::GameLog {
                    game: game_id(game)?,
                    page: number(page)?,
                })
            })(),
            _ => None,
        };
        parsed.ok_or(UnknownComponent)
    }
}

/// A game id as the service makes them: letters and digits (and `-`, `_`), not too long.
fn game_id(s: &str) -> Option<String> {
    let fits = !s.is_empty() && s.len() <= GAME_ID;
    let plain = s
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    (fits && plain).then(|| s.to_owned())
}

/// A date written `YYYY-MM-DD` (whether it is a real day is the leaderboard's to say).
fn date_text(s: &str) -> Option<String> {
    let b = s.as_bytes();
    let shaped = b.len() == 10
        && b.iter().enumerate().all(|(i, c)| {
            if i == 4 || i == 7 {
                *c == b'-'
            } else {
                c.is_ascii_digit()
            }
        });
    shaped.then(|| s.to_owned())
}

/// A number in plain digits (no sign, no spaces).
fn number<T: FromStr>(s: &str) -> Option<T> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

/// Prev and Next buttons for page `page` of the pages `first..=last`, each with the id of
/// the page it leads to (`id(page)`); none when there is a single page.
pub fn pager(
    (words, lang): (&crate::words::Catalog, &str),
    page: usize,
    first: usize,
    last: usize,
    id: impl Fn(usize) -> ComponentId,
) -> Vec<serenity::CreateActionRow> {
    if last <= first {
        return Vec::new();
    }
    let button = |label: &str, to: usize, enabled: bool| {
        id(to)
            .button(label, serenity::ButtonStyle::Secondary)
            .disabled(!enabled)
    };
    vec![serenity::CreateActionRow::Buttons(vec![
        button(
            &words.render_in(lang, &crate::words::Msg::new("button-prev"), &[]),
            page.saturating_sub(1).max(first),
            page > first,
        ),
        button(
            &words.render_in(lang, &crate::words::Msg::new("button-next"), &[]),
            (page + 1).min(last),
            page < last,
        ),
    ])]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One of every button, with the longest values each can carry.
    fn every_button() -> Vec<ComponentId> {
        let game = "z".repeat(GAME_ID);
        let mut ids: Vec<ComponentId> = [
            LobbyAction::Join,
            LobbyAction::Leave,
            LobbyAction::Start,
            LobbyAction::AddBot(Level::Easy),
            LobbyAction::AddBot(Level::Normal),
            LobbyAction::AddBot(Level::Strong),
            LobbyAction::RemoveBot,
        ]
        .into_iter()
        .map(|action| ComponentId::Lobby {
            action,
            game: game.clone(),
        })
        .collect();
        ids.extend([
            ComponentId::MyMap { game: game.clone() },
            ComponentId::Hint { game: game.clone() },
            ComponentId::Quick {
                game: "k3x9a".to_owned(),
                text: "skip".to_owned(),
            },
            ComponentId::Quick {
                game: "k3x9a".to_owned(),
                text: "build 24 D2; ship 57: at E5".to_owned(),
            },
            ComponentId::DailyBoard {
                scope: Scope::Server,
                date: "2026-11-22".to_owned(),
                page: 0,
                game: None,
            },
            ComponentId::DailyBoard {
                scope: Scope::Global,
                date: "9999-12-31".to_owned(),
                page: usize::MAX,
                game: Some("k3x9a".to_owned()),
            },
            ComponentId::LeaguePage {
                league: i64::MAX,
                season: SeasonNo(u32::MAX),
                page: usize::MAX,
            },
            ComponentId::LeaguePage {
                league: 1,
                season: SeasonNo(1),
                page: 1,
            },
            ComponentId::GameLog {
                game: game.clone(),
                page: usize::MAX,
            },
            ComponentId::Rematch { game: game.clone() },
        ]);
        ids
    }

    #[test]
    fn every_button_reads_back_as_itself() {
        for id in every_button() {
            let text = id.to_string();
            assert_eq!(text.parse::<ComponentId>(), Ok(id), "{text}");
        }
    }

    #[test]
    fn every_id_fits_discords_custom_id() {
        for id in every_button() {
            let text = id.to_string();
            assert!(text.chars().count() <= limits::CUSTOM_ID, "{text}");
        }
    }

    /// The ids are those earlier versions sent: buttons already posted keep working.
    #[test]
    fn the_ids_are_those_already_posted() {
        let game = || "k3x9a".to_owned();
        let cases = [
            (
                ComponentId::Lobby {
                    action: LobbyAction::Join,
                    game: game(),
                },
                "lobby:join:k3x9a",
            ),
            (ComponentId::MyMap { game: game() }, "turn:map:k3x9a"),
            (
                ComponentId::Quick {
                    game: game(),
                    text: "skip".to_owned(),
                },
                "move:k3x9a:skip",
            ),
            (
                ComponentId::DailyBoard {
                    scope: Scope::Server,
                    date: "2026-01-01".to_owned(),
                    page: 1,
                    game: None,
                },
                "daily:board:server:2026-01-01:1",
            ),
            (
                ComponentId::DailyBoard {
                    scope: Scope::Global,
                    date: "2026-01-01".to_owned(),
                    page: 0,
                    game: Some("k3x9a".to_owned()),
                },
                "daily:board:global:2026-01-01:0:k3x9a",
            ),
            (
                ComponentId::LeaguePage {
                    league: 3,
                    season: SeasonNo(2),
                    page: 4,
                },
                "league:page:3:2:4",
            ),
        ];
        for (id, text) in cases {
            assert_eq!(id.to_string(), text);
            assert_eq!(text.parse::<ComponentId>(), Ok(id));
        }
        // Trails of Tucana's skip button, from before every game had quick moves.
        assert_eq!(
            "trail:skip:k3x9a".parse::<ComponentId>(),
            Ok(ComponentId::Quick {
                game: game(),
                text: "skip".to_owned()
            })
        );
    }

    #[test]
    fn anything_else_is_refused() {
        let long_game = format!("turn:map:{}", "a".repeat(GAME_ID + 1));
        let overlong = format!("lobby:join:{}", "a".repeat(200));
        let refused = [
            "",
            ":",
            "::",
            "lobby",
            "lobby:join",
            "lobby:join:",
            "lobby:dance:k3x9a",
            "lobby:bot-expert:k3x9a",
            "lobby:bot-:k3x9a",
            "lobby:bot-Strong:k3x9a",
            "turn:hint:",
            "lobby:join:k3 x9a",
            "lobby:join:k3x9a:more",
            "LOBBY:join:k3x9a",
            "turn:map:",
            "turn:skip:k3x9a",
            "trail:map:k3x9a",
            "trail:skip:<@1>",
            "move:k3x9a",
            "move:k3x9a:",
            "move:k3x9a: ",
            "move::skip",
            "move:k3 x9a:skip",
            "move:k3x9a:skip\n",
            "echo:again",
            "daily:board:server:2026-01-01",
            "daily:board:everywhere:2026-01-01:0",
            "daily:board:server:2026-1-01:0",
            "daily:board:server:26-01-2026:0",
            "daily:board:server:2026-01-01:-1",
            "daily:board:server:2026-01-01:+1",
            "daily:board:server:2026-01-01:0:a:b",
            "daily:board:server:2026-01-01:99999999999999999999999",
            "daily:list:server:2026-01-01:0",
            "league:page:1:1",
            "league:page:-1:1:1",
            "league:page:9223372036854775808:1:1",
            "league:page:1:4294967296:1",
            "league:page:1:1:x",
            "league:page:1:1:1:1",
            "league:table:1:1:1",
            "game:rematch:",
            "game:rematch:k3 x9a",
            "game:rematch:k3x9a:more",
            "é:é:é",
            &long_game,
            &overlong,
        ];
        for text in refused {
            assert_eq!(text.parse::<ComponentId>(), Err(UnknownComponent), "{text}");
        }
    }

    #[test]
    fn the_pager_leads_to_the_pages_around() {
        let ids = |rows: Vec<serenity::CreateActionRow>| -> Vec<String> {
            let json = serde_json::to_value(&rows).unwrap();
            json[0]["components"]
                .as_array()
                .unwrap()
                .iter()
                .map(|b| b["custom_id"].as_str().unwrap().to_owned())
                .collect()
        };
        let words = crate::discord::words::commands_catalog().unwrap();
        let page = |page| ComponentId::LeaguePage {
            league: 7,
            season: SeasonNo(1),
            page,
        };
        assert!(pager((&words, "en"), 1, 1, 1, page).is_empty());
        assert_eq!(
            ids(pager((&words, "en"), 2, 1, 3, page)),
            ["league:page:7:1:1", "league:page:7:1:3"]
        );
        assert_eq!(
            ids(pager((&words, "en"), 1, 1, 3, page)),
            ["league:page:7:1:1", "league:page:7:1:2"]
        );
    }
}
