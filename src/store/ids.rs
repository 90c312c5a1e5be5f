//! Typed ids: a user, a server (guild), a channel and a message of the chat platform, and the
//! rows of a game, a league, a round and an event in the store, each its own type so that one cannot be passed
//! where another is expected.
//!
//! The platform's ids are each a `u64` stored bit for bit in the database's signed 64-bit integer (as [`super::column::Bits`]
//! does) and serialized as a plain number (`serde(transparent)`), so stored rows and the
//! JSON of stored events and leagues are the same as when these were bare `u64`s.
//!
//! One kind of id is never taken for another:
//!
//! ```
//! use tucana::store::{GameKey, UserId};
//! fn ban(user: UserId) {}
//! fn load(game: GameKey) {}
//! ban(UserId(1));
//! load(GameKey(7));
//! ```
//!
//! ```compile_fail
//! use tucana::store::{GuildId, UserId};
//! fn ban(user: UserId) {}
//! ban(GuildId(1)); // a server is not a user
//! ```
//!
//! ```compile_fail
//! use tucana::store::{GameKey, LeagueId};
//! fn load(game: GameKey) {}
//! load(LeagueId(7)); // a league's row id is not a game's
//! ```
//!
//! ```compile_fail
//! use tucana::store::{LeagueId, RoundId};
//! fn open_table(round: RoundId) {}
//! open_table(LeagueId(3)); // a league is not one of its rounds
//! ```
//!
//! ```compile_fail
//! use tucana::store::{ChannelId, MessageId};
//! fn edit(message: MessageId) {}
//! edit(ChannelId(5)); // a channel is not a message in it
//! ```

use sqlx::any::{Any, AnyTypeInfo, AnyValueRef};
use sqlx::encode::IsNull;
use sqlx::error::BoxDynError;

type AnyArgumentBuffer<'q> = <Any as sqlx::Database>::ArgumentBuffer<'q>;
use sqlx::{Decode, Encode, Type};

use super::column::{Bits, Maybe};

/// What every id has: it is written and read as its number, and stored as a signed 64-bit
/// integer.
macro_rules! numeric_id {
    ($name:ident) => {
        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                self.0.fmt(f)
            }
        }

        impl std::str::FromStr for $name {
            type Err = std::num::ParseIntError;

            fn from_str(s: &str) -> Result<$name, Self::Err> {
                s.parse().map($name)
            }
        }

        impl Type<Any> for $name {
            fn type_info() -> AnyTypeInfo {
                <i64 as Type<Any>>::type_info()
            }

            fn compatible(ty: &AnyTypeInfo) -> bool {
                <i64 as Type<Any>>::compatible(ty)
            }
        }
    };
}

macro_rules! platform_id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(
            Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash,
            serde::Serialize, serde::Deserialize,
        )]
        #[serde(transparent)]
        pub struct $name(pub u64);

        impl $name {
            /// The platform's number.
            pub const fn get(self) -> u64 {
                self.0
            }
        }

        numeric_id!($name);

        impl From<u64> for $name {
            fn from(v: u64) -> $name {
                $name(v)
            }
        }

        impl From<$name> for u64 {
            fn from(v: $name) -> u64 {
                v.0
            }
        }

        impl From<Bits> for $name {
            fn from(b: Bits) -> $name {
                $name(u64::from(b))
            }
        }

        impl From<Maybe<Bits>> for Option<$name> {
            fn from(m: Maybe<Bits>) -> Option<$name> {
                m.0.map(|b| $name(u64::from(b)))
            }
        }

        impl<'q> Encode<'q, Any> for $name {
            fn encode_by_ref(
                &self,
                buf: &mut AnyArgumentBuffer<'q>,
            ) -> Result<IsNull, BoxDynError> {
                <i64 as Encode<'q, Any>>::encode(super::to_db(self.0), buf)
            }
        }

        impl<'r> Decode<'r, Any> for $name {
            fn decode(value: AnyValueRef<'r>) -> Result<Self, BoxDynError> {
                Ok($name(super::from_db(<i64 as Decode<'r, Any>>::decode(value)?)))
            }
        }
    };
}

platform_id!(
    /// A chat platform's user id.
    UserId
);
/// Computer players' ids start above this. No person can have one: a Discord id (a
/// snowflake) carries its creation time above its 22 low bits, so every id made since 2015
/// is far above `1 << 22`. Computer players sit in a game as people do, one id per bot of
/// the game; whether a player is a bot is stored with the player, not read from the id.
const BOTS: u64 = 1 << 21;

impl UserId {
    /// The id of a game's `n`th computer player (from 1).
    pub const fn bot(n: u32) -> UserId {
        UserId(BOTS + n as u64)
    }

    /// Whether this id is one [`UserId::bot`] gives.
    pub const fn is_bot(self) -> bool {
        self.0 > BOTS && self.0 < 1 << 22
    }
}

platform_id!(
    /// A chat platform's server (Discord's guild) id.
    GuildId
);
platform_id!(
    /// A chat platform's channel or thread id.
    ChannelId
);

impl GuildId {
    /// No server: a direct message with the bot. A game there is its player's own, seen
    /// from no server (a server's id is never taken for it).
    pub const NONE: GuildId = GuildId(0);
}
platform_id!(
    /// A chat platform's role id (Discord's roles of a server): an invitation to a lobby
    /// may name one (migration 0020).
    RoleId
);
platform_id!(
    /// A chat platform's message id: where the bot posted a lobby, a turn or a progress
    /// post, kept (in the adapter's receipts) so that the post is edited again later.
    MessageId
);

macro_rules! row_id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(
            Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash,
            serde::Serialize, serde::Deserialize,
        )]
        #[serde(transparent)]
        pub struct $name(pub i64);

        numeric_id!($name);

        impl<'q> Encode<'q, Any> for $name {
            fn encode_by_ref(
                &self,
                buf: &mut AnyArgumentBuffer<'q>,
            ) -> Result<IsNull, BoxDynError> {
                <i64 as Encode<'q, Any>>::encode(self.0, buf)
            }
        }

        impl<'r> Decode<'r, Any> for $name {
            fn decode(value: AnyValueRef<'r>) -> Result<Self, BoxDynError> {
                Ok($name(<i64 as Decode<'r, Any>>::decode(value)?))
            }
        }
    };
}

row_id!(
    /// A game's row in the store. Players never see it (they see the game's public id, a
    /// short text).
    GameKey
);
row_id!(
    /// A league's row in the store (shown to its organisers, who name it in commands).
    LeagueId
);
row_id!(
    /// A league round's row in the store (its draw), by which a round's tables are opened.
    RoundId
);
row_id!(
    /// An outbound event's row (a game's event in `events`, or a league's in
    /// `league_events`), by which the adapter confirms it delivered.
    EventId
);

/// A league's season, by its number: 1 for the first, counted up as seasons end. Stored as
/// a plain integer beside its league's id; shown as "season 3".
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(transparent)]
pub struct SeasonNo(pub u32);

impl SeasonNo {
    /// A league's first season.
    pub const FIRST: SeasonNo = SeasonNo(1);

    /// The season after this one.
    pub const fn next(self) -> SeasonNo {
        SeasonNo(self.0 + 1)
    }

    /// The season before this one, if there is one.
    pub fn previous(self) -> Option<SeasonNo> {
        self.0.checked_sub(1).filter(|&n| n > 0).map(SeasonNo)
    }
}

impl std::fmt::Display for SeasonNo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::str::FromStr for SeasonNo {
    type Err = std::num::ParseIntError;

    fn from_str(s: &str) -> Result<SeasonNo, Self::Err> {
        s.parse().map(SeasonNo)
    }
}

impl Type<Any> for SeasonNo {
    fn type_info() -> AnyTypeInfo {
        <i64 as Type<Any>>::type_info()
    }

    fn compatible(ty: &AnyTypeInfo) -> bool {
        <i64 as Type<Any>>::compatible(ty)
    }
}

impl<'q> Encode<'q, Any> for SeasonNo {
    fn encode_by_ref(&self, buf: &mut AnyArgumentBuffer<'q>) -> Result<IsNull, BoxDynError> {
        <i64 as Encode<'q, Any>>::encode(i64::from(self.0), buf)
    }
}

impl<'r> Decode<'r, Any> for SeasonNo {
    fn decode(value: AnyValueRef<'r>) -> Result<Self, BoxDynError> {
        Ok(SeasonNo(u32::try_from(<i64 as Decode<'r, Any>>::decode(
            value,
        )?)?))
    }
}
