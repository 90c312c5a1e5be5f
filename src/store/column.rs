//! How columns that are not plain database values are read into the row types (with
//! `#[derive(sqlx::FromRow)]` and `#[sqlx(try_from = "…")]`).
//!
//! The store talks to SQLite and PostgreSQL through sqlx's `Any` driver, which knows a
//! handful of value kinds (integers, floats, text, bytes, booleans). Both schemas keep
//! SQLite's shapes (every integer a 64-bit one, flags as 0/1), so the types here decode
//! the same from either database.
//!
//! A value that does not decode (a text where an id belongs, an unknown status) fails the
//! read with [`sqlx::Error::ColumnDecode`], which the store reports as
//! [`super::StoreError::Corrupt`]: it is bad stored data, never mapped to a default.

use sqlx::any::{Any, AnyTypeInfo, AnyTypeInfoKind, AnyValueRef};

/// The buffer `Any` encodes arguments into.
type AnyArgumentBuffer<'q> = <Any as sqlx::Database>::ArgumentBuffer<'q>;
use sqlx::encode::IsNull;
use sqlx::error::BoxDynError;
use sqlx::{Decode, Encode, Type, ValueRef};

/// A `u64` (a chat platform's id, a seed) stored bit for bit in a signed 64-bit integer,
/// so that ids above `i64::MAX` come back as they went in (`u64`'s own decoding refuses
/// them).
#[derive(sqlx::Type)]
#[sqlx(transparent)]
pub struct Bits(i64);

impl From<Bits> for u64 {
    fn from(b: Bits) -> u64 {
        super::from_db(b.0)
    }
}

/// A nullable column read as `T`. (`#[sqlx(try_from = "Option<Bits>")]` would need
/// `From<Option<Bits>> for Option<u64>`, which the orphan rule forbids; this wrapper is
/// ours, so `From<Maybe<Bits>> for Option<u64>` is allowed.)
pub struct Maybe<T>(pub(super) Option<T>);

impl<T: Type<Any>> Type<Any> for Maybe<T> {
    fn type_info() -> AnyTypeInfo {
        T::type_info()
    }

    fn compatible(ty: &AnyTypeInfo) -> bool {
        T::compatible(ty)
    }
}

impl<'r, T> Decode<'r, Any> for Maybe<T>
where
    Option<T>: Decode<'r, Any>,
{
    fn decode(value: AnyValueRef<'r>) -> Result<Self, BoxDynError> {
        Ok(Maybe(Option::<T>::decode(value)?))
    }
}

impl From<Maybe<Bits>> for Option<u64> {
    fn from(m: Maybe<Bits>) -> Option<u64> {
        m.0.map(u64::from)
    }
}

/// A small count (a seat, a ruleset, a score) stored as a 64-bit integer: the `Any`
/// driver has no unsigned types. A value out of `u32`'s range is bad data.
impl TryFrom<Maybe<i64>> for Option<u32> {
    type Error = std::num::TryFromIntError;

    fn try_from(m: Maybe<i64>) -> Result<Option<u32>, Self::Error> {
        m.0.map(u32::try_from).transpose()
    }
}

/// A yes/no column: 0 or 1 in both schemas (so that the same SQL, `WHERE hints = 1`, runs
/// on both), bound as an integer and read back from an integer (or a boolean, as an
/// expression such as `x IS NOT NULL` is in PostgreSQL).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flag(pub bool);

impl From<Flag> for bool {
    fn from(f: Flag) -> bool {
        f.0
    }
}

impl Type<Any> for Flag {
    fn type_info() -> AnyTypeInfo {
        <i64 as Type<Any>>::type_info()
    }

    fn compatible(ty: &AnyTypeInfo) -> bool {
        ty.kind().is_integer() || ty.kind() == AnyTypeInfoKind::Bool
    }
}

impl<'q> Encode<'q, Any> for Flag {
    fn encode_by_ref(&self, buf: &mut AnyArgumentBuffer<'q>) -> Result<IsNull, BoxDynError> {
        <i64 as Encode<'q, Any>>::encode(i64::from(self.0), buf)
    }
}

impl<'r> Decode<'r, Any> for Flag {
    fn decode(value: AnyValueRef<'r>) -> Result<Self, BoxDynError> {
        if value.type_info().kind() == AnyTypeInfoKind::Bool {
            return Ok(Flag(<bool as Decode<'r, Any>>::decode(value)?));
        }
        match <i64 as Decode<'r, Any>>::decode(value)? {
            0 => Ok(Flag(false)),
            1 => Ok(Flag(true)),
            other => Err(format!("{other} is not a flag (0 or 1)").into()),
        }
    }
}

/// Implements `Type` and `Decode` for a status stored as text: decoded strictly with its
/// `parse` (an unknown text is an error), and handed out as its text where a row keeps
/// the text.
macro_rules! text_status {
    ($status:ty) => {
        impl ::sqlx::Type<::sqlx::any::Any> for $status {
            fn type_info() -> ::sqlx::any::AnyTypeInfo {
                <str as ::sqlx::Type<::sqlx::any::Any>>::type_info()
            }

            fn compatible(ty: &::sqlx::any::AnyTypeInfo) -> bool {
                <str as ::sqlx::Type<::sqlx::any::Any>>::compatible(ty)
            }
        }

        impl<'r> ::sqlx::Decode<'r, ::sqlx::any::Any> for $status {
            fn decode(
                value: ::sqlx::any::AnyValueRef<'r>,
            ) -> Result<Self, ::sqlx::error::BoxDynError> {
                let text = <&str as ::sqlx::Decode<::sqlx::any::Any>>::decode(value)?;
                <$status>::parse(text)
                    .map_err(|_| format!("{text:?} is not a {}", stringify!($status)).into())
            }
        }

        impl From<$status> for String {
            fn from(s: $status) -> String {
                s.as_str().to_string()
            }
        }

        impl From<$crate::store::column::Maybe<$status>> for Option<String> {
            fn from(m: $crate::store::column::Maybe<$status>) -> Option<String> {
                m.0.map(String::from)
            }
        }
    };
}
pub(super) use text_status;
