# German (de) words of Combi-Nations; translated from en.ftl.
# Terms of our own: Land (country), Plättchen (land tile), Sandfeld (sand cell), Feld (cell), Einrichtung (facility), Markt (market), Pfeil (arrow), Wende (U-turn), Stapel (stack), Ausrichtung (orientation), Anker (anchor), Wald, Wiese (grass), Stadt, See; the countries Delta, Schild, Kernland, Halbinsel, Kap; the facilities' names (WILDPARK … VOGELSCHUTZ); SP (VP).

combi-nations-rules-in-short = Jeder füllt ein Land aus Sandfeldern mit Plättchen. Wähle in deinem Zug Option 1, 2 oder 3 vor deinem Pfeil im Markt (einmal im Spiel darfst du wenden: U1–U3), nimm dieses Plättchen und lege es auf Sand neben dein Land. Wälder, Wiesen, Städte und Seen punkten nach der Größe ihrer Gebiete, deine schwächste Art doppelt; Einrichtungen bringen je 3 Punkte, wenn ihre Bedingung erfüllt ist. Wer sein Land füllt oder kein Plättchen legen kann, beendet das Spiel nach einer weiteren Runde.
combi-nations-how-to-move = Nimm in deinem Zug ein Plättchen aus dem Markt und lege es mit `/{ slash-move }` in dein Land: die Option und die Felder, z. B. `2 E3 E4 E5` (oder ein Anker und eine Drehung, `2 E3 r0`).
combi-nations-timed-out = hat nicht rechtzeitig gezogen, also hat das Spiel übernommen: Delta beim Aufbau oder Option 1 mit ihrer ersten erlaubten Platzierung

combi-nations-map-own = Dein Land.
combi-nations-map-of = Das Land von { $player }.
combi-nations-no-title = Diesmal kein Titel: Die Leiter beginnt bei 60 Punkten.

## Refusals of a typed move

combi-nations-choose-a-country = wähle ein Land: { $countries } (nicht „{ $typed }“)
combi-nations-write-a-move = schreib eine Option und wohin das Plättchen kommt, z. B. `2 E3 E4 E5`
combi-nations-not-an-option = „{ $typed }“ ist keine Option: Schreib 1, 2, 3 (oder U1, U2, U3 zum Wenden)
combi-nations-say-where = Option { $option }: Sag, wohin das Plättchen kommt, z. B. `{ $option } E3 E4 E5` oder `{ $option } E3 r0`
combi-nations-not-an-orientation = „{ $typed }“ ist keine Ausrichtung: Schreib r0 bis r5
combi-nations-orientation-after-anchor = „{ $typed }“ muss auf ein einzelnes Ankerfeld folgen, z. B. `{ $option } E3 r0`
combi-nations-too-many-labels = { $count } Felder: Ein Plättchen hat höchstens 3 Felder
combi-nations-does-not-fit = { $tile }, gedreht um r{ $turn } mit Feld 1 auf { $cell }, passt nicht in { $country }

## Refusals of the rules

combi-nations-no-country-yet = du hast noch kein Land
combi-nations-no-cell = { $country } hat kein Feld { $cell }
combi-nations-u-turn-made = du hast schon gewendet
combi-nations-no-option-now = es gibt gerade keine Option { $option }
combi-nations-wrong-cell-count = { $tile } hat { $cells } { $cells ->
        [one] Feld
       *[other] Felder
    }: Nenne { $cells } { $cells ->
        [one] Feld
       *[other] Felder
    } (oder einen Anker und r0–r5)
combi-nations-wrong-shape = { $cells } hat in dieser Reihenfolge nicht die Form von { $tile } ({ $shape ->
        [single] Einzelfeld
        [pair] Paar
        [line] Linie
        [bend] Winkel
       *[triangle] Dreieck
    })
combi-nations-not-sand = { $cell } ist kein Sand
combi-nations-touches-nothing = { $cells } berührt kein Gelände und keine Einrichtung deines Landes
combi-nations-no-seat = es gibt keinen Platz { $seat }
combi-nations-game-over = das Spiel ist vorbei
combi-nations-countries-chosen = die Länder sind gewählt: Nimm in deinem Zug ein Plättchen mit einer Option und seinen Feldern, z. B. `2 E3 E4 E5`
combi-nations-country-chosen-already = du hast dein Land schon gewählt
combi-nations-you-left = du hast dieses Spiel verlassen
combi-nations-not-begun = das Spiel hat noch nicht begonnen: Alle wählen zuerst ein Land
combi-nations-not-your-turn = du bist nicht dran
combi-nations-left-already = du hast dieses Spiel schon verlassen
combi-nations-not-a-move = kein Zug von Combi-Nations: { $logged }

## What the game tells the table and a player of their move, and its standings
combi-nations-signed = { $sign ->
        [minus] −{ $n }
       *[plus] +{ $n }
    }
combi-nations-chose = — Wahl: { $country }.
combi-nations-starting-player = ist Startspieler: Die erste Runde beginnt.
combi-nations-took = nahm Option { $option }{ $auto ->
        [yes] {" "}(automatisch gespielt: hat das Spiel verlassen)
       *[no] {""}
    }: { $tile } von Position { $position }, gelegt auf { $cells }{ $gained }. Der Marker rückt auf Stapel { $stack }; { $refill }.
combi-nations-gained = {" "}({ $gain } jetzt, { $total } insgesamt)
combi-nations-nothing = {""}
combi-nations-refilled = Position { $position } mit { $tile } aufgefüllt
combi-nations-stays-empty = Position { $position } bleibt leer (die Stapel sind leer)
combi-nations-cannot-place-solo = kann kein Plättchen des Markts legen: Das Spiel endet.
combi-nations-cannot-place-triggers = kann kein Plättchen des Markts legen und passt. Damit beginnt das Ende: Diese Runde wird zu Ende gespielt, dann folgt eine Extrarunde.
combi-nations-cannot-place = kann kein Plättchen des Markts legen und passt.
combi-nations-filled-solo = hat das letzte Sandfeld bedeckt: Das Spiel endet.
combi-nations-filled-triggers = hat das letzte Sandfeld bedeckt. Damit beginnt das Ende: Diese Runde wird zu Ende gespielt, dann folgt eine Extrarunde.
combi-nations-extra-round = — je ein Extrazug, reihum (ihr Zug in der auslösenden Runde endete mit einer Platzierung); dann endet das Spiel.
combi-nations-opponent-moves = Der Gegner rückt { $steps } { $steps ->
        [one] Plättchen
       *[other] Plättchen
    } vor auf Position { $position } und nimmt { $tile } aus dem Spiel. Der Marker rückt auf Stapel { $stack }; { $refill }.
combi-nations-placed = Gelegt auf { $cells }: { $gain } jetzt, { $total } insgesamt.
combi-nations-you-chose = Du hast { $country } gewählt; die Länder werden gezeigt, sobald alle gewählt haben.
combi-nations-choosing-country = wählt ein Land
combi-nations-so-far = bisher { $total } · { $breakdown }
combi-nations-breakdown-land = { $land ->
        [forest] Wald
        [grass] Wiese
        [city] Stadt
       *[lake] See
    } { $points }{ $doubled ->
        [yes] {" "}(×2)
       *[no] {""}
    }
combi-nations-breakdown = { $lands } · Einrichtungen { $facilities }{ $sand ->
        [0] {""}
       *[other] {" "}· Sand −{ $sand }
    }
combi-nations-title = { $step ->
        [110] Combi-Nation des Jahres
        [100] Ein Land zum Beneiden
        [90] Hauptstadt der Region
        [80] Die Touristen kommen in Scharen
        [70] Eine Stadt, die einen Umweg lohnt
       *[60] Du hast Sand zu Boden gemacht
    }
## The options

combi-nations-menu-facilities = Die Einrichtungskarten
combi-nations-menu-full = vollständig
combi-nations-menu-simple = einfach
combi-nations-menu-country = Das Land aller Spieler
combi-nations-menu-choose = beim Aufbau gewählt
combi-nations-for-everyone = { $country } für alle
combi-nations-option-facilities = facilities ist full oder simple, nicht { $value }
combi-nations-option-no-country = es gibt kein Land { $value }: { $countries } oder choose
combi-nations-option-unknown = Combi-Nations hat keine Option { $key } (facilities, country)
combi-nations-described-chosen = Länder beim Aufbau gewählt
combi-nations-described-simple = { $country } · einfache Einrichtungen
combi-nations-set-up-players = Combi-Nations ist für 1 bis 5 Spieler, nicht { $players }

## A seat's status, the headline, the notes of legal moves and hints

combi-nations-status-left = hat das Spiel verlassen
combi-nations-status-chosen = hat ein Land gewählt
combi-nations-status-to-choose = wählt ein Land
combi-nations-status-to-move = ist dran
combi-nations-status-sand = noch { $n } { $n ->
        [one] Sandfeld
       *[other] Sandfelder
    }
combi-nations-told-left = hat das Spiel verlassen
combi-nations-country-n = Land { $n }
combi-nations-placement-note = { $gain } · { $tile } von Position { $position } · { $total } insgesamt
combi-nations-hint-gains = { $gain } jetzt · { $tile }
combi-nations-headline-choosing = Aufbau: Alle wählen ein Land: { $countries }
combi-nations-stack-left = { $stack } { $n }
combi-nations-headline = Marker auf Stapel { $stack } · übrige Plättchen: { $left }
combi-nations-headline-extra = die Extrarunde · { $headline }
combi-nations-set-up-refused = { $why }
## The names of things

combi-nations-land-forest = Wald
combi-nations-land-grass = Wiese
combi-nations-land-city = Stadt
combi-nations-land-lake = See
combi-nations-country-delta = Delta
combi-nations-country-shield = Schild
combi-nations-country-heartland = Kernland
combi-nations-country-peninsula = Halbinsel
combi-nations-country-cape = Kap
combi-nations-facility-wp = WILDPARK
combi-nations-facility-gc = GOLFPLATZ
combi-nations-facility-fp = FREIZEITPARK
combi-nations-facility-tb = AUSFLUGSBOOT
combi-nations-facility-re = RESTAURANT
combi-nations-facility-to = REISEBÜRO
combi-nations-facility-cs = ZELTPLATZ
combi-nations-facility-hc = WANDERHÜTTEN
combi-nations-facility-fa = HOF
combi-nations-facility-ma = MALL
combi-nations-facility-ha = HAFEN
combi-nations-facility-ht = WANDERWEGE
combi-nations-facility-mk = MARKT
combi-nations-facility-me = U-BAHN
combi-nations-facility-ds = TAUCHSCHULE
combi-nations-facility-wt = WACHTURM
combi-nations-facility-vp = AUSSICHT
combi-nations-facility-ba = BANK
combi-nations-facility-zo = ZOO
combi-nations-facility-ho = HOTEL
combi-nations-facility-ap = FLUGHAFEN
combi-nations-facility-cu = ZOLL
combi-nations-facility-rt = RENNSTRECKE
combi-nations-facility-bc = VOGELSCHUTZ

## The pictures' words

combi-nations-picture-land = { $land ->
        [forest] Wald
        [grass] Wiese
        [city] Stadt
       *[lake] See
    }
combi-nations-picture-vp = { $points } SP
combi-nations-picture-vp-unit = SP
combi-nations-picture-ordinal = { $kind ->
        [one] { $n }.
        [two] { $n }.
        [few] { $n }.
       *[other] { $n }.
    }
combi-nations-picture-place = { $place } Platz
combi-nations-picture-facilities = Einrichtungen { $points }
combi-nations-picture-penalty = leerer Sand −{ $penalty }
combi-nations-picture-no-penalty = leerer Sand { $empty } (keine Strafe)
combi-nations-picture-owner = { $owner } — { $country }
combi-nations-picture-placed = { $n } { $n ->
        [one] Plättchen
       *[other] Plättchen
    } gelegt · noch { $sand } { $sand ->
        [one] Sandfeld
       *[other] Sandfelder
    }
combi-nations-picture-placed-last = { $placed } · zuletzt: { $tile } auf { $cells }
combi-nations-picture-fits = { $n ->
        [0] { $tile } passt nirgends in dieses Land
        [one] Wo { $tile } passt: 1 Platzierung
       *[other] Wo { $tile } passt: { $n } Platzierungen
    }
combi-nations-picture-legend-sand = Sand
combi-nations-picture-legend-last = zuletzt
combi-nations-picture-legend-fits = Plättchen passt hier
combi-nations-picture-opponent = Gegner
combi-nations-picture-empty = leer
combi-nations-picture-market = Markt
combi-nations-picture-market-sub = { $m } Positionen, im Uhrzeigersinn ab oben nummeriert · innen: die Stapel, ihre übrigen Plättchen und der Marker
combi-nations-picture-choosing = Die Länder werden gewählt
combi-nations-picture-over = Das Spiel ist vorbei
combi-nations-picture-to-move = { $who } ist dran · { $extra ->
        [yes] Extrarunde
       *[no] Runde { $round }
    }
combi-nations-picture-round = Runde { $round }
combi-nations-picture-arrows = Pfeile (Zugreihenfolge)
combi-nations-picture-arrow = Position { $position } · { $turned ->
        [yes] gegen den Uhrzeigersinn · gewendet
       *[no] im Uhrzeigersinn · noch nicht gewendet
    }
combi-nations-picture-to-move-tag = ist dran
combi-nations-picture-marker = MARKER
combi-nations-picture-final-standings = Endwertung
combi-nations-picture-standings = Wertung
combi-nations-picture-standings-in = Wertung in Runde { $round }
combi-nations-picture-standings-sub = { $n } { $n ->
        [one] Spieler
       *[other] Spieler
    }{ $solo ->
        [yes] {" "}· Solospiel gegen den automatischen Gegner
       *[no] {""}
    } · { $phase ->
        [over] das Spiel ist vorbei
        [choosing] die Länder werden gewählt
       *[playing] vorläufig: leerer Sand zählt noch negativ
    }
combi-nations-picture-head-player = Spieler · Land
combi-nations-picture-head-facilities = Einrichtungen
combi-nations-picture-head-sand = Sand
combi-nations-picture-head-total = Summe
combi-nations-picture-head-country = Land
combi-nations-picture-choosing-country = wählt ein Land
combi-nations-picture-country-tiles = { $country } · { $tiles } { $tiles ->
        [one] Plättchen
       *[other] Plättchen
    }
combi-nations-picture-lowest = ×2 niedrigste
combi-nations-picture-largest = größtes { $size }
combi-nations-picture-no-area = keins
combi-nations-picture-facility-count = { $n } { $n ->
        [one] Einrichtung
       *[other] Einrichtungen
    }
combi-nations-picture-standings-foot = Die niedrigste Geländewertung zählt doppelt (schattiert). Gleichstand: höhere niedrigste Geländewertung, dann weniger leerer Sand.

## Moves typed in the reader's words
combi-nations-typed-delta = delta
combi-nations-typed-shield = schild
combi-nations-typed-heartland = kernland
combi-nations-typed-peninsula = halbinsel
combi-nations-typed-cape = kap
## Pictures in every language (issue 44): a standing's empty sand cells.
combi-nations-picture-empty-cells = { $n } leer

## Takebacks (issue 46): what /undo takes back, and what it says.
combi-nations-undone = Zurückgenommen: dein Zug ist rückgängig gemacht; spiel noch einmal.
combi-nations-undo-told = nahm den Zug zurück
combi-nations-undo-refused = Es gibt nichts zurückzunehmen: ein Land lässt sich zurücknehmen, bis alle gewählt haben, ein gelegtes Plättchen nur, bevor der nächste Spieler zieht, und solange die Stapel leer sind (ein in den Markt gezogenes Plättchen haben alle gesehen).
combi-nations-undo-rule = **Zurücknehmen** (`/{ slash-undo }`): dein Land, bis alle gewählt haben; ein gelegtes Plättchen, bevor der nächste Spieler zieht, aber erst, wenn alle Stapel leer sind (ein in den Markt gezogenes Plättchen lässt sich nicht ungesehen machen). Nie nach dem Spielende.
combi-nations-typed-undo = zurück, rückgängig
## The turn card (the turn post's picture)
combi-nations-card-market = Markt: { $m } Plätze im Uhrzeigersinn von oben (Pfeile als Punkte)
combi-nations-card-stacks = Stapel: verbleibende Plättchen (der Marker in Gold)
