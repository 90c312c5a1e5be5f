# German (de) words of La Isla; translated from en.ftl.
# Terms of our own: Forscher (explorer), Rohstoff (resource), Kartenhalter (cardholder), Fach (slot), Marker (an animal's marker), Markerschritt (marker move), Tierplättchen (animal tile), Gebiet (region), Vorrat / allgemeiner Vorrat (supply / general supply), Nachziehstapel, Ablagestapel, Startspieler, Joker (wild), Tausch (swap), SP (VP).

la-isla-rules-in-short = Jede Runde ziehst du drei Karten und gibst verdeckt je eine an die Aktionen A, B und D: A legt sie in deinen Kartenhalter, wo ihre Sonderfunktion für den Rest des Spiels wirkt; B bringt einen Rohstoff ihrer Farbe; D zieht den Marker eines Tiers nach oben. Dazwischen setzt oder versetzt jeder reihum einen Forscher und zahlt Rohstoffe in der Farbe des Feldes: Umzingle ein Gebiet mit deinen eigenen Forschern, um sein Tier zu nehmen. Erreichen die Marker zusammen die Schwelle, endet das Spiel: Sätze aus allen fünf Tieren, jedes Tier mal seinem Marker und übrige Rohstoffe bringen Punkte.
la-isla-how-to-move = Gib jede Runde verdeckt drei deiner Karten an die Aktionen A, B und D mit `/{ slash-move } assign 1 2 3`; dann, wenn du dran bist, `/{ slash-move } place O9`, `/{ slash-move } move I3 O1` oder `/{ slash-move } pass yellow`.
la-isla-timed-out = hat nicht rechtzeitig gezogen, also hat das Spiel übernommen: Handkarten 1, 2, 3 für A, B, D oder Passen mit dem Rohstoff, von dem am wenigsten da ist

la-isla-map-own = Deine Insel und deine Karten.
la-isla-map-of = Die Insel, wie { $player } sie sieht.

## The cards' names

la-isla-card-wild = Joker { $colour }
la-isla-card-cheap = billig { $symbol }
la-isla-card-sym-mark = { $symbol } Markerschritt
la-isla-card-sym-res = { $symbol } Rohstoff
la-isla-card-sym-vp = { $symbol } Punkte
la-isla-card-b-extra = extra { $colour }
la-isla-card-b-mark = { $colour } B-Markerschritt
la-isla-card-b-vp = { $colour } B-Punkte
la-isla-card-d-vp = { $animal } D-Punkte
la-isla-card-d-res = { $animal } D-Rohstoff
la-isla-card-land-res = { $colour } Land-Rohstoff
la-isla-card-land-vp = { $colour } Land-Punkte
la-isla-card-land-mark = { $colour } Land-Markerschritt
la-isla-card-d-any = { $animal } D-Wechsel
la-isla-card-tile-res = { $animal } Plättchen-Rohstoff
la-isla-card-tile-vp = { $animal } Plättchen-Punkte
la-isla-card-tile-mark = { $animal } Plättchen-Markerschritt
la-isla-card-ring-vp = { $ring }-Punkte
la-isla-card-explorer = Forscher
la-isla-card-extra-slot = Extrafach
la-isla-card-draw4 = vier ziehen
la-isla-card-occ-swap = Besetzt-Tausch
la-isla-card-occ-vp = Besetzt-Punkte
la-isla-card-occ-cheap = Besetzt billig

## A player's board

la-isla-b-moves-marker = B zieht den Marker { $animal }

## Refusals of a typed move

la-isla-usage = ein Zug ist `assign A B D`, `place <space>`, `move <from> <to>` oder `pass <colour>` (siehe /help)
la-isla-say-where = sag, wohin: `place O9` (ein Feld von I1 bis O20)
la-isla-say-which-explorer = sag, welcher Forscher wohin: `move I3 O1`
la-isla-say-which-resource = sag, welchen Rohstoff du nimmst: `pass yellow`
la-isla-not-a-space = { $typed } ist kein Feld: I1–I10, M1–M10, O1–O20
la-isla-not-a-colour = { $typed } ist keine Farbe: yellow, green, gray, beige, brown (oder ye gn gy be br)
la-isla-not-an-animal = { $typed } ist kein Tier: dodo, fossa, toad, pika, moth
la-isla-not-a-card = { $typed } ist keine Karte: eine Handposition 1–4 oder eine Nummer wie #17
la-isla-not-a-slot = { $typed } ist kein Fach: 1, 2, 3 …
la-isla-name-three-cards = nenne drei Karten, für A, B und D: `assign 1 2 3`
la-isla-a-fourth-card = nenne drei Karten, für A, B und D: Eine vierte Handkarte wird von selbst abgeworfen
la-isla-needs-a-value = `{ $option }` braucht einen Wert
la-isla-takes-one-value = `{ $option }` nimmt nur einen Wert
la-isla-given-twice = `{ $option }` ist doppelt angegeben
la-isla-not-an-assignment-option = eine Zuteilung nimmt `cover` und `mark`, nicht `{ $typed }`
la-isla-not-an-option-here = `{ $option }` ist hier keine Option (Optionen: { $options })
la-isla-swap-form = ein Tausch ist `swap give:take`, z. B. `swap br:gn`
la-isla-not-a-move = kein Zug von La Isla: { $logged }

## Refusals of the rules

la-isla-no-seat = in diesem Spiel gibt es kein { $seat }
la-isla-game-over = das Spiel ist vorbei
la-isla-you-left = du hast dieses Spiel verlassen
la-isla-cards-revealed = die Karten dieser Runde sind schon aufgedeckt
la-isla-c-after-everyone = Aktion C beginnt, sobald alle ihre Karten zugeteilt haben; bis dahin kannst du deine mit einem weiteren `assign` ändern
la-isla-assign-first = teile zuerst deine Karten zu: `assign A B D`
la-isla-not-your-turn = du bist nicht dran: Aktion C geht reihum, einer nach dem anderen, ab dem Startspieler
la-isla-no-hand-card = du hast { $cards } { $cards ->
        [one] Karte
       *[other] Karten
    } auf der Hand, also keine Karte { $card }
la-isla-not-in-hand = #{ $card } ist nicht auf deiner Hand
la-isla-three-different = A, B und D brauchen drei verschiedene Karten
la-isla-say-cover = deine { $slots } Fächer sind voll: sag, welches A überdeckt, z. B. `cover { $slot }`
la-isla-no-slot = du hast die Fächer 1–{ $slots }, also kein Fach { $slot }
la-isla-no-b-marker-move = `mark { $typed }`: Du hast keine Karte { $card } für deine B-Karte in { $colour } offen liegen, also bringt Aktion B keinen Markerschritt
la-isla-pay-how-many = { $space } kostet hier { $cost }, also zahle { $cost } { $cost ->
        [one] Rohstoff
       *[other] Rohstoffe
    }
la-isla-you-have = du hast { $count } { $colour }
la-isla-pay-the-colour = { $space } ist { $colour }: Zahle { $colour } oder höchstens ein { $other } mit offener Karte { $card }
la-isla-supply-empty = dein Vorrat ist leer: Versetze stattdessen einen Forscher (`move <from> <to>`)
la-isla-place-first = du hast noch { $explorers } { $explorers ->
        [one] Forscher
       *[other] Forscher
    } in deinem Vorrat: Setze einen mit `place`
la-isla-no-explorer-on = du hast keinen Forscher auf { $space }
la-isla-explorer-on-already = du hast schon einen Forscher auf { $space }
la-isla-cannot-pay = { $space } kostet { $cost } { $colour }, und das kannst du nicht zahlen
la-isla-dmove-needs = `dmove` braucht eine offene Karte { $card }: Deine D-Karte ist { $animal }
la-isla-dget-needs = `dget` braucht eine offene Karte { $card } (Aktion D zieht { $animal })
la-isla-gets-granted = dieses Setzen bringt { $gains } { $gains ->
        [one] Rohstoff
       *[other] Rohstoffe
    } deiner Wahl, nicht { $given }
la-isla-marks-granted = dieses Setzen bringt { $marks } { $marks ->
        [one] Markerschritt
       *[other] Markerschritte
    }
la-isla-swap-needs = `swap` braucht eine offene Karte { $card } und einen Forscher eines anderen Spielers auf dem Zielfeld
la-isla-nothing-to-swap = `swap { $give }:{ $take }`: Du hättest kein { $colour } mehr zum Abgeben
la-isla-reshuffle-missing = der Nachziehstapel geht in Runde { $round } aus: Das Skript muss reshuffle { $reshuffle } angeben
la-isla-reshuffle-wrong = reshuffle { $reshuffle } muss genau die { $cards } Karten des Ablagestapels enthalten

## What the game tells the table
la-isla-nothing = {""}
la-isla-dotted = { $a } · { $b }
la-isla-plus-one = +1 { $colour }
la-isla-gains = {" "}— { $parts }
la-isla-played = : R{ $round } { $typed }{ $gains }
la-isla-left = hat das Spiel verlassen: Ab jetzt spielt das Spiel die Standardzüge.
la-isla-region-taken = { $region } { $animal } +{ $value }
la-isla-cards-points = Karten +{ $effects }
la-isla-swaps = tauscht { $give } gegen { $take }
la-isla-left-passes = (hat das Spiel verlassen) passt und nimmt ein { $colour }.
la-isla-two-points = +2 SP ({ $card })
la-isla-declines = verzichtet auf { $card }
la-isla-gain-by = +1 { $colour } ({ $card })
la-isla-d-switched = {" "}(mit { $card }, nicht { $shown })
la-isla-action-d = : D{ $via } { $parts }.
la-isla-markers-end = Die Markerwerte ergeben zusammen { $sum }, mindestens { $threshold }: Das Spiel endet.
la-isla-markers = Marker { $sum } von { $threshold }.
la-isla-markers-next-round = Marker { $sum } von { $threshold }. **Runde { $round }** beginnt: Neue Karten werden ausgeteilt.
la-isla-final = : { $play } + Sätze { $sets } + Tiere { $animals } + Rohstoffe { $resources } = **{ $total }**
la-isla-deal-incomplete = Nachzieh- und Ablagestapel reichen zusammen nicht für das Austeilen: Das Spiel endet jetzt.
la-isla-reshuffled = Der Nachziehstapel ist leer: Die { $n } Karten des Ablagestapels werden zu einem neuen gemischt.
la-isla-revealed = **Runde { $round }: Die Karten werden aufgedeckt.**
la-isla-discards = wirft #{ $card } ab
la-isla-action-a = A #{ $card } { $function } in Fach { $slot }{ $explorer ->
        [took] , +1 Forscher aus dem allgemeinen Vorrat
        [none-left] {" "}(keiner ihrer Forscher ist mehr im allgemeinen Vorrat)
       *[no] {""}
    }
la-isla-action-b = B #{ $card } +1 { $colour }
la-isla-parts = { $parts }
la-isla-action-d-card = D #{ $card } { $animal }
la-isla-reveal-line = : { $words }.
la-isla-marker-at-top = { $animal } bleibt oben, +{ $count } SP
la-isla-marker-up = { $animal } { $from } → { $to }, +{ $count } SP

## What a move's player reads of it
la-isla-signed = { $sign ->
        [minus] −{ $n }
       *[plus] +{ $n }
    }
la-isla-card-text = #{ $number } { $function } | { $resource } | { $animal }
la-isla-card-number = #{ $number }
la-isla-assigned = A { $a } · B { $b } · D { $d }. { $revealed ->
        [yes] Alle haben zugeteilt: Die Karten werden aufgedeckt.
       *[no] Niemand sieht deine Karten, bis alle zugeteilt haben; bis dahin kannst du sie mit einem weiteren `assign` ändern.
    }
la-isla-done-game-over = Erledigt. Das Spiel ist vorbei: insgesamt { $after } SP, Schlusswertung eingerechnet.
la-isla-done-round-over = Erledigt: jetzt { $after } SP ({ $gained }, mit Aktion D: Runde { $round } ist vorbei).
la-isla-done = Erledigt: jetzt { $after } SP ({ $gained }).
la-isla-breakdown-final = { $play } im Spiel + Sätze { $sets } + Tiere { $animals } + Rohstoffe { $resources }
la-isla-animal-count = { $animal } { $count }
la-isla-no-animals = keine
la-isla-breakdown = { $resources } Rohstoffe · Tiere { $animals } · { $now }, wenn das Spiel jetzt endete
## The options, a seat's status, the headline, and the notes of legal moves and hints

la-isla-menu-deck = Die Karten
la-isla-deck-basic = Grundspiel (120 Karten)
la-isla-deck-full = alle Karten (180 Karten)
la-isla-option-deck = deck ist basic oder full, nicht { $value }
la-isla-option-unknown = La Isla hat keine Option { $key } (deck)
la-isla-set-up-players = La Isla ist für 2 bis 4 Spieler, nicht { $players }
la-isla-set-up-refused = { $why }
la-isla-status-none = {""}
la-isla-status-left = hat das Spiel verlassen
la-isla-status-assigned = hat zugeteilt (kann noch ändern)
la-isla-status-to-assign = teilt Karten zu
la-isla-status-action-c = ist dran mit Aktion C
la-isla-status-vp = { $vp } SP
la-isla-headline-assign = alle teilen verdeckt drei Karten an A, B und D zu (`/{ slash-move } assign 1 2 3`) · Marker { $sum } von { $threshold }
la-isla-headline-turns = Aktion C: Forscher setzen oder versetzen oder passen · Marker { $sum } von { $threshold }
la-isla-note-assign = A { $function } · B { $resource } · D { $animal }
la-isla-note-place = +{ $vp } SP · { $colour } { $symbol } · zahle { $pay }
la-isla-note-place-takes = { $note } · nimmt { $claims }
la-isla-claim = { $label } { $animal }
la-isla-note-pass = stattdessen einen Rohstoff { $colour } nehmen
la-isla-gains-assign = A { $function } · B +1 { $resource } · D { $animal }
la-isla-gains-nothing = {""}
la-isla-gains-vp = +{ $vp } SP
la-isla-gains-takes = { $gains } · nimmt { $takes }
la-isla-gains-marks = { $gains } · { $n } Markerschritt(e)
la-isla-gains-pass = +1 { $colour }
## The pictures' labels

la-isla-pic-step-assign = Runde { $round } · Karten zuteilen
la-isla-pic-step-turns = Runde { $round } · Aktion C
la-isla-pic-step-over = Spielende nach Runde { $round }
la-isla-pic-to-act-c = { $player } ist dran: Aktion C
la-isla-pic-assigning-ready = Karten zuteilen: { $ready } von { $players } bereit
la-isla-pic-over = Das Spiel ist vorbei
la-isla-pic-start-player-is = Startspieler: { $player }
la-isla-pic-piles = Nachziehstapel { $draw } · Ablage { $discard }
la-isla-pic-players = Spieler
la-isla-pic-explorers-head = Forscher
la-isla-pic-left = ausgestiegen
la-isla-pic-choosing-cards = wählt Karten
la-isla-pic-cards-assigned = Karten zugeteilt
la-isla-pic-to-act = ist dran
la-isla-pic-in-supply = { $n } im Vorrat
la-isla-pic-on-island = { $on } auf Insel, { $general } allg.
la-isla-pic-animal-tracks = Tierleisten
la-isla-pic-area-value = Gebietswert
la-isla-pic-marker-sum = Markerwerte { $sum } von { $limit }: Das Spiel endet bei { $limit }
la-isla-pic-empty = leer
la-isla-pic-final-standings = Endwertung
la-isla-pic-standings = Wertung
la-isla-pic-standings-sub = La Isla · { $players } Spieler · { $step }
la-isla-pic-scoring-to-come = Schlusswertung folgt noch
la-isla-pic-player = Spieler
la-isla-pic-scored-in-play = im Spiel erzielt
la-isla-pic-final-scoring = Schlusswertung
la-isla-pic-animal-counts = Tiere (Anzahl)
la-isla-pic-resources-left = Rohstoffe
la-isla-pic-col = { $k ->
        [regions] Gebiete
        [cards] Karten
        [markers] Marker
        [sets] Sätze
        [animals] Tiere
       *[resources] Rohst./2
    }
la-isla-pic-large = groß
la-isla-pic-markers-foot = Marker: Jedes Tier zählt am Ende seinen Wert pro gehaltenem Tier · Summe { $sum } von { $limit }
la-isla-pic-position = Position { $pos }, Wert { $value }
la-isla-pic-board-sub = { $colour } · Platz { $seat } · { $step }
la-isla-pic-start-player = Startspieler
la-isla-pic-assigned-own = Karten zugeteilt: unten gezeigt, für die anderen verdeckt bis zum Aufdecken
la-isla-pic-assigned = Karten zugeteilt (verdeckt, bis alle zugeteilt haben)
la-isla-pic-assign-own = Teile drei deiner { $cards } Karten an A, B und D zu: /{ slash-move } assign 1 2 3
la-isla-pic-choosing = Wählt, welche Karten zugeteilt werden
la-isla-pic-your-action-c = Du bist dran mit Aktion C: Forscher setzen oder versetzen oder passen
la-isla-pic-action-c-seat = Aktion C: Platz { $seat } ist dran
la-isla-pic-action-c = Aktion C
la-isla-pic-resources = Rohstoffe
la-isla-pic-in-all = { $n } insgesamt
la-isla-pic-explorers = Forscher
la-isla-pic-none = keine
la-isla-pic-explorers-line = { $supply } in deinem Vorrat · { $general } im allgemeinen Vorrat übrig · auf der Insel: { $on }
la-isla-pic-tiles = Tierplättchen: genommene kleine Plättchen, das große Plättchen (zählt 2)
la-isla-pic-counts = zählt { $n }
la-isla-pic-large-tile = groß: { $animal }
la-isla-pic-cardholder = Kartenhalter: die sichtbare Karte jedes Fachs
la-isla-pic-slot = Fach { $slot }
la-isla-pic-covered = { $covered } darunter verdeckt
la-isla-pic-hand = Deine Hand (nur du siehst dieses Bild)
la-isla-pic-no-hand = keine Handkarten bis zum nächsten Austeilen
la-isla-pic-this-round = Die Karten dieser Runde für A, B und D
la-isla-pic-round-over = das Spiel ist vorbei
la-isla-pic-round-assigned = zugeteilt, verdeckt bis alle zugeteilt haben
la-isla-pic-round-not-assigned = noch nicht zugeteilt
la-isla-pic-round-none-yet = noch keine: /{ slash-move } assign A B D, mit Handpositionen 1–4
la-isla-pic-covers-slot = A überdeckt Fach { $slot }
la-isla-pic-seat-colour = { $seat ->
        [0] Rot
        [1] Blau
        [2] Weiß
       *[3] Schwarz
    }

## What each card's special function does

la-isla-effect-wild = ein Rohstoff { $colour } darf beim Zahlen einspringen
la-isla-effect-cheap = Setzen auf { $symbol } kostet 1
la-isla-effect-sym-mark = ein Markerschritt nach dem Setzen auf { $symbol }
la-isla-effect-sym-res = +1 Rohstoff nach Wahl nach dem Setzen auf { $symbol }
la-isla-effect-sym-vp = +3 SP nach dem Setzen auf { $symbol }
la-isla-effect-b-extra = +1 weiterer Rohstoff { $colour }, wenn die B-Karte { $colour } ist
la-isla-effect-b-mark = ein Markerschritt, wenn die B-Karte { $colour } ist
la-isla-effect-b-vp = +2 SP, wenn die B-Karte { $colour } ist
la-isla-effect-d-vp = +2 SP, wenn Aktion D den Marker { $animal } zieht
la-isla-effect-d-res = +1 Rohstoff nach Wahl, wenn Aktion D den Marker { $animal } zieht
la-isla-effect-land-res = +1 Rohstoff nach Wahl nach dem Setzen auf ein Feld { $colour }
la-isla-effect-land-vp = +3 SP nach dem Setzen auf ein Feld { $colour }
la-isla-effect-land-mark = ein Markerschritt nach dem Setzen auf ein Feld { $colour }
la-isla-effect-d-any = eine D-Karte mit { $animal } darf jeden Marker ziehen
la-isla-effect-tile-res = +1 Rohstoff nach Wahl je genommenem Plättchen { $animal }
la-isla-effect-tile-vp = +3 SP je genommenem Plättchen { $animal }
la-isla-effect-tile-mark = ein Markerschritt je genommenem Plättchen { $animal }
la-isla-effect-ring-vp = +2 SP nach dem Setzen auf den { $ring }
la-isla-effect-explorer = nimm 1 Forscher deiner Farbe aus dem allgemeinen Vorrat
la-isla-effect-extra-slot = ein neues Fach im Kartenhalter
la-isla-effect-draw4 = ziehe 4 statt 3 Karten
la-isla-effect-occ-swap = tausche 1 Rohstoff nach dem Setzen auf ein besetztes Feld
la-isla-effect-occ-vp = +2 SP nach dem Setzen auf ein besetztes Feld
la-isla-effect-occ-cheap = ein besetztes Feld kostet 1

## The offline tools

la-isla-takes-players = La Isla ist für 2 bis 4 Spieler, nicht { $players }

## Moves typed in the reader's words
la-isla-typed-assign = zuteilen, teile
la-isla-typed-place = setzen, setze
la-isla-typed-move = ziehen, ziehe
la-isla-typed-pass = passen, passe
la-isla-typed-resign = aufgeben
la-isla-typed-cover = abdecken, decke
la-isla-typed-mark = markieren, markiere
la-isla-typed-none = keins, keinen
la-isla-typed-pay = zahlen, zahle
la-isla-typed-get = nimm, nehmen
la-isla-typed-swap = tauschen, tausche
la-isla-typed-yellow = gelb
la-isla-typed-green = grün
la-isla-typed-gray = grau
la-isla-typed-beige = beige
la-isla-typed-brown = braun
la-isla-typed-dodo = dodo
la-isla-typed-fossa = fossa
la-isla-typed-toad = kröte
la-isla-typed-pika = pfeifhase
la-isla-typed-moth = motte, nachtfalter

## The components' names
la-isla-colour-yellow = Gelb
la-isla-colour-green = Grün
la-isla-colour-gray = Grau
la-isla-colour-beige = Beige
la-isla-colour-brown = Braun
la-isla-landscape-desert = Wüste
la-isla-landscape-grassland = Grasland
la-isla-landscape-mountain = Gebirge
la-isla-landscape-steppe = Steppe
la-isla-landscape-swamp = Sumpf
la-isla-animal-dodo = Dodo
la-isla-animal-fossa = Fossa
la-isla-animal-toad = Kröte
la-isla-animal-pika = Pfeifhase
la-isla-animal-moth = Motte
la-isla-symbol-tent = Zelt
la-isla-symbol-hat = Hut
la-isla-symbol-rope = Seil
la-isla-symbol-bottle = Flasche
la-isla-symbol-backpack = Rucksack
la-isla-ring-inner = Innenring
la-isla-ring-middle = Mittelring
la-isla-ring-outer = Außenring

## Takebacks (issue 46): what /undo takes back, and what it says.
la-isla-undone = Zurückgenommen: dein Zug ist rückgängig gemacht; spiel noch einmal.
la-isla-undo-told = nahm den Zug zurück
la-isla-undo-refused = Es gibt nichts zurückzunehmen: eine Zuteilung lässt sich zurücknehmen, bis die Karten aufgedeckt sind, eine Aktion C nur, bevor der nächste Spieler handelt, und wenn sie die Runde nicht beendet hat.
la-isla-undo-rule = **Zurücknehmen** (`/{ slash-undo }`): deine verdeckte Zuteilung, bis die Karten aufgedeckt sind (dann teile neu zu); deine Aktion C, bevor der nächste Spieler handelt, außer sie hat die Runde (neue Karten werden ausgeteilt) oder das Spiel beendet.
la-isla-typed-undo = zurück, rückgängig
## The turn card (the turn post's picture)
la-isla-card-player = { $player } · { $vp } SP · { $supply } im Vorrat
la-isla-card-markers = Tiermarker: der Wert jedes Tiers
