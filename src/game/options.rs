//! A game's options: stored as JSON of the game's own type, chosen as `key=value` words
//! (`/game new`, `--option`). A game writes how one choice changes its options and how they
//! read in a few words ([`Choices`]); the rest (defaults, JSON, the stored options' errors)
//! is written here once, for [`super::Rules::options`], [`super::Rules::with_option`] and
//! [`super::Rules::describe_options`].

use std::marker::PhantomData;

use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::words::Msg;

/// A game's options type.
pub trait Choices: Serialize + DeserializeOwned + Default {
    /// These options with the choice `key=value` made; the error says what is wrong, a
    /// message for the player ("there is no map atlantis: petit or grande").
    fn choose(self, key: &str, value: &str) -> Result<Self, Msg>;
    /// The options in a few words ("Isla Petit, letters printed").
    fn describe(&self) -> Msg;
}

/// Stored options read back.
pub fn read<O: DeserializeOwned>(stored: &str) -> Result<O, Msg> {
    serde_json::from_str(stored)
        .map_err(|e| crate::msg!("options-unreadable", error = e.to_string()))
}

fn store<O: Serialize>(options: &O) -> String {
    serde_json::to_string(options).expect("options serialize")
}

/// The defaults with the choices `given` made, as stored: [`super::Rules::options`].
pub fn stored<O: Choices>(given: &[(&str, &str)]) -> Result<String, Msg> {
    let chosen = given
        .iter()
        .try_fold(O::default(), |o, &(key, value)| o.choose(key, value))?;
    Ok(store(&chosen))
}

/// Stored options with one choice changed: [`super::Rules::with_option`].
pub fn changed<O: Choices>(stored: &str, key: &str, value: &str) -> Result<String, Msg> {
    Ok(store(&read::<O>(stored)?.choose(key, value)?))
}

/// Stored options in a few words (or what is wrong with them):
/// [`super::Rules::describe_options`].
pub fn described<O: Choices>(stored: &str) -> Msg {
    read::<O>(stored).map_or_else(|e| e, |o| o.describe())
}

/// A game's options as [`super::Rules`] handles them, whatever their type: what
/// [`super::Rules::choices`] gives, so that no game writes the three methods it backs.
pub trait OptionSet: Send + Sync {
    /// [`stored`] for this set's type.
    fn stored(&self, given: &[(&str, &str)]) -> Result<String, Msg>;
    /// [`changed`] for this set's type.
    fn changed(&self, stored: &str, key: &str, value: &str) -> Result<String, Msg>;
    /// [`described`] for this set's type.
    fn described(&self, stored: &str) -> Msg;
}

/// The [`OptionSet`] of options type `O`: a game's `choices` is `Some(&OptionsOf::<Options>::SET)`.
pub struct OptionsOf<O>(PhantomData<fn() -> O>);

impl<O> OptionsOf<O> {
    /// The one value, to lend out for as long as the program runs.
    pub const SET: OptionsOf<O> = OptionsOf(PhantomData);
}

impl<O: Choices> OptionSet for OptionsOf<O> {
    fn stored(&self, given: &[(&str, &str)]) -> Result<String, Msg> {
        stored::<O>(given)
    }

    fn changed(&self, stored: &str, key: &str, value: &str) -> Result<String, Msg> {
        changed::<O>(stored, key, value)
    }

    fn described(&self, stored: &str) -> Msg {
        described::<O>(stored)
    }
}
