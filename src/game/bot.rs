//! Computer players and hints, as the core sees them: a level, and the two questions a game
//! with computer players answers ([`crate::game::Bots`]).
//! How a game plays is its own business (Trails of Tucana: `games::tucana::ai`).

use std::fmt;

/// How well a computer player plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// Plays like a beginner: takes what is on offer now, else anything. For teaching.
    Easy,
    /// Fast and sensible: one look ahead on the map.
    #[default]
    Normal,
    /// Searches the cards still to come (knowing only what a player knows).
    Strong,
}

/// The seed of the choices of the computer player in `seat` of a game seeded `game`: the
/// game's, told apart by seat. The service's and the terminal's, so that a game played at
/// the terminal is played as the bot plays it.
pub fn seat_seed(game: u64, seat: usize) -> u64 {
    game ^ (seat as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Strong];

    /// The level's name as stored and typed ("strong").
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Strong => "strong",
        }
    }
}

impl Level {
    /// Its name for players, a message of the core's catalog (`level-strong`).
    pub fn msg(self) -> crate::words::Msg {
        crate::words::Msg::new(format!("level-{}", self.name()))
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level's name that is none of [`Level::ALL`]'s: what the command line's flags say of it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no level {0:?}: easy, normal or strong")]
pub struct UnknownLevel(String);

impl std::str::FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        let s = s.trim();
        Level::ALL
            .into_iter()
            .find(|level| level.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| UnknownLevel(s.to_owned()))
    }
}

/// A suggested move, for a hint: as the player would type it, and what it is worth.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The move as typed ("C3-D4").
    pub text: String,
    /// What it gains now, the game's message ("+13 · connects A to A" once rendered).
    pub gains: crate::words::Msg,
    /// The final score the player expects after it.
    pub expected: f64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_read_back_their_names() {
        for level in Level::ALL {
            assert_eq!(level.name().parse::<Level>(), Ok(level));
        }
        assert_eq!(" STRONG ".parse::<Level>(), Ok(Level::Strong));
        assert!("expert".parse::<Level>().is_err());
    }
}
