//! How columns that are not plain SQLite values are read into the row types (with
//! `#[derive(sqlx::FromRow)]` and `#[sqlx(try_from = "…")]`).
//!
//! A value that does not decode (a text where an id belongs, an unknown status) fails the
//! read with [`sqlx::Error::ColumnDecode`], which the store reports as
//! [`super::StoreError::Corrupt`]: it is bad stored data, never mapped to a default.

use sqlx::error::BoxDynError;
use sqlx::sqlite::{Sqlite, SqliteTypeInfo, SqliteValueRef};
use sqlx::{Decode, Type};

/// A `u64` (a chat platform's id, a seed) stored bit for bit in SQLite's signed INTEGER, so
/// that ids above `i64::MAX` come back as they went in (`u64`'s own decoding refuses them).
#[derive(sqlx::Type)]
#[sqlx(transparent)]
pub struct Bits(i64);

impl From<Bits> for u64 {
    fn from(b: Bits) -> u64 {
        super::from_db(b.0)
    }
}

/// A nullable column read as `T`: `Option<T>` itself cannot be converted into another
/// `Option` (neither is this crate's type), this can.
pub struct Maybe<T>(pub(super) Option<T>);

impl<T: Type<Sqlite>> Type<Sqlite> for Maybe<T> {
    fn type_info() -> SqliteTypeInfo {
        T::type_info()
    }

    fn compatible(ty: &SqliteTypeInfo) -> bool {
        T::compatible(ty)
    }
}

impl<'r, T> Decode<'r, Sqlite> for Maybe<T>
where
    Option<T>: Decode<'r, Sqlite>,
{
    fn decode(value: SqliteValueRef<'r>) -> Result<Self, BoxDynError> {
        Ok(Maybe(Option::<T>::decode(value)?))
    }
}

impl From<Maybe<Bits>> for Option<u64> {
    fn from(m: Maybe<Bits>) -> Option<u64> {
        m.0.map(u64::from)
    }
}

/// Implements `Type` and `Decode` for a status stored as text: decoded strictly with its
/// `parse` (an unknown text is an error), and handed out as its text where a row keeps
/// the text.
macro_rules! text_status {
    ($status:ty) => {
        impl ::sqlx::Type<::sqlx::sqlite::Sqlite> for $status {
            fn type_info() -> ::sqlx::sqlite::SqliteTypeInfo {
                <str as ::sqlx::Type<::sqlx::sqlite::Sqlite>>::type_info()
            }

            fn compatible(ty: &::sqlx::sqlite::SqliteTypeInfo) -> bool {
                <str as ::sqlx::Type<::sqlx::sqlite::Sqlite>>::compatible(ty)
            }
        }

        impl<'r> ::sqlx::Decode<'r, ::sqlx::sqlite::Sqlite> for $status {
            fn decode(
                value: ::sqlx::sqlite::SqliteValueRef<'r>,
            ) -> Result<Self, ::sqlx::error::BoxDynError> {
                let text = <&str as ::sqlx::Decode<::sqlx::sqlite::Sqlite>>::decode(value)?;
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
