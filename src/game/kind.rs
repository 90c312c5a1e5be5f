//! A game's kind: the id a game is stored under (`"tucana"`), its own type so that it is not
//! taken for a game's public id, a player's name or any other text.

use std::fmt;

/// Which game a stored game, league or daily challenge plays: the id of its
/// [`super::Rules`] ([`super::Rules::id`]), kept as text (in the store and in JSON) so that
/// any stored id is read back, even one no longer in the registry (which then says so).
#[derive(
    Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(transparent)]
pub struct GameKind(String);

impl GameKind {
    /// The id as text (for options, logs and the store).
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A kind reads as its id wherever text is wanted (a command's option, a log, a lookup by
/// what a player typed); text becomes a kind only through `From`, said where it happens.
impl std::ops::Deref for GameKind {
    type Target = str;

    fn deref(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<&str> for GameKind {
    fn from(id: &str) -> GameKind {
        GameKind(id.to_owned())
    }
}

impl From<String> for GameKind {
    fn from(id: String) -> GameKind {
        GameKind(id)
    }
}

impl From<GameKind> for String {
    fn from(kind: GameKind) -> String {
        kind.0
    }
}

/// Compared with an id as text (`kind == "tucana"`, `kind == rules.id()`).
impl PartialEq<str> for GameKind {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for GameKind {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}
