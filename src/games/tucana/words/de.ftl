# German (de) words of Trails of Tucana; translated from en.ftl.
# Terms of our own: Pfad (trail), Feld (space), Sehenswürdigkeit (sight), Dorf (village), Dorfpaar (village pair), Bonuskarte (bonus card), Bonuspfad (bonus trail), Inselblatt/Blatt (sheet), Endstand (final sheet, final score), Seeungeheuer (sea monster), Gebirge (mountain), freies Tempo (free pace), Solo-Leiter (solo ladder), the solo ladder's titles (tucana-ladder-*), SP (VP).

tucana-rules-in-short = Jeder Zug zeigt zwei Geländekarten: Zeichne mit `/{ slash-trail }` einen Pfad zwischen benachbarten Feldern dieser Gelände, irgendwo auf deiner Insel, nie zweimal auf dieselbe Strecke. Verbinde Sehenswürdigkeiten (Obelisk, Buch, Tukan, Yeti, Seeungeheuer) mit einem beliebigen Dorf: Am Ende jeder Runde punktet jede bis dahin verbundene Sehenswürdigkeit. Wer die beiden Dörfer eines Buchstabens verbindet, wertet dieses Paar; wer es als Erstes schafft, gewinnt eine Bonuskarte. Deine 2. Sehenswürdigkeit einer Art (3. auf Isla Grande) bringt einen Bonuspfad. Bonuspunkte entscheiden Gleichstände. Im freien Tempo wartet niemand: Deine nächsten Karten kommen privat, sobald du deinen Zug beendet hast.
tucana-how-to-move = Zeichne deinen Pfad mit `/{ slash-trail }`.
tucana-timed-out = hat diesen Zug keinen Pfad gezeichnet

tucana-map-own = Dein Inselblatt (erlaubte Pfade hervorgehoben).
tucana-map-of = Inselblatt von { $player }{ $earlier ->
    [yes] {" "}zum Stand, als du deinen letzten Zug beendet hast
   *[no] {""}
}.
tucana-no-title = Diesmal kein Titel: Die Leiter beginnt bei 50 Punkten auf Isla Petit und 110 auf Isla Grande.

## The names of things

tucana-terrain-desert = Wüste
tucana-terrain-forest = Wald
tucana-terrain-mountain = Gebirge
tucana-terrain-water = Wasser
tucana-card-desert = Wüste
tucana-card-forest = Wald
tucana-card-mountain = Gebirge
tucana-card-water = Wasser
tucana-card-any = beliebig
tucana-sight-obelisk = Obelisk
tucana-sight-book = Buch
tucana-sight-toucan = Tukan
tucana-sight-yeti = Yeti
tucana-sight-sea-monster = Seeungeheuer

## Refusals of a typed trail

tucana-not-a-trail = „{ $typed }“ ist kein Pfad: Schreib zwei Felder, etwa C3-D4
tucana-no-such-space = auf { $map } gibt es kein Feld { $space }
tucana-same-space = ein Pfad verbindet zwei verschiedene Felder, nicht { $space } mit sich selbst
tucana-not-next-to = { $first } und { $second } sind nicht benachbart

## Refusals of the rules

tucana-game-over = das Spiel ist vorbei
tucana-no-such-seat = in diesem Spiel gibt es keinen Platz { $seat }
tucana-resigned = du hast dieses Spiel verlassen
tucana-already-finished = du hast diesen Zug schon beendet
tucana-already-drawn = { $trail } ist schon gezeichnet
tucana-no-such-trail = diesen Pfad gibt es nicht
tucana-no-bonus-owed = du hast keinen Bonuspfad zum Überspringen
tucana-nothing-to-undo = du hast in diesem Zug nichts rückgängig zu machen
tucana-seat-finished = du hast alle deine Züge gespielt
tucana-no-shared-turn = hier spielt jeder in seinem eigenen Tempo: Es gibt keinen gemeinsamen Zug zu beenden
tucana-wrong-space = { $space } ist { $terrain }; dieser Zug braucht { $need }
tucana-wrong-spaces = { $first } ist { $first_terrain } und { $second } ist { $second_terrain }; dieser Zug braucht { $need }
tucana-both-spaces = { $first } und { $second } sind beide { $terrain }; dieser Zug braucht { $need }
tucana-neither-space = weder { $first } ({ $first_terrain }) noch { $second } ({ $second_terrain }) ist { $card }; dieser Zug braucht { $need }
tucana-need-two = zwei Felder { $card }
tucana-need-both = { $first } und { $second }
tucana-need-any = beliebiges Gelände
tucana-solo-keep-all-stay = solo_keep ist angegeben, aber es { $left ->
        [one] liegt nur noch { $left } blaue Karte
       *[other] liegen nur noch { $left } blaue Karten
    } aus, also bleiben alle
tucana-solo-keep-gone = solo_keep nennt { $letter }, aber die blaue Karte { $letter } liegt nicht mehr aus
tucana-bad-move = ungültiger Zug „{ $logged }“
tucana-bad-move-no-seat = ungültiger Zug „{ $logged }“: kein Platz
tucana-bad-move-no-trail = ungültiger Zug „{ $logged }“: kein Pfad

## A game's options

tucana-option-yes-no = { $option } ist yes oder no, nicht { $value }
tucana-option-no-map = es gibt keine Karte { $value }: petit oder grande
tucana-option-pace = pace ist together oder free, nicht { $value }
tucana-option-direction = direction ist clockwise oder counter-clockwise, nicht { $value }
tucana-option-unknown = Trails of Tucana hat keine Option { $option }

## Where a player stands

tucana-status-to-draw = zeichnet
tucana-status-owes = { $n } { $n ->
        [one] Bonuspfad
       *[other] Bonuspfade
    } offen
tucana-status-done = fertig
tucana-status-finished = beendet
tucana-progress-turn = Zug { $turn } von { $turns }
tucana-progress-left = ausgestiegen

## The turn's cards

tucana-cards-line = die Karten: **{ $first }** und **{ $second }**
tucana-own-pace = alle spielen in ihrem eigenen Tempo

## A move's reply to its player

tucana-drew = Du hast **{ $trail }** gezeichnet: { $gain }.
tucana-drew-nothing = Du hast **{ $trail }** gezeichnet: noch keine Punkte.
tucana-skipped-owed = Übersprungen; noch { $n } Bonuspfad(e) offen.
tucana-skipped-done = Bonuspfad übersprungen: Du bist für diesen Zug fertig.
tucana-undone = Rückgängig: Dein letzter Pfad in diesem Zug ist gelöscht.
tucana-passed = Du hast gepasst: Du bist für diesen Zug fertig.
tucana-owed = Dir { $n ->
        [one] steht { $n } Bonuspfad
       *[other] stehen { $n } Bonuspfade
    } zu: Zeichne mit `/{ slash-trail }` (beliebiges Gelände) oder überspringe.
tucana-done-this-turn = Du bist für diesen Zug fertig.
tucana-next-turn = Dein nächster Zug, { $progress }: { $cards }.
tucana-all-turns-played = Du hast alle deine Züge gespielt.
tucana-skip-bonus = Bonuspfad überspringen

## What a trail gains

tucana-gain-connects = verbindet { $sights } mit { $villages }
tucana-gain-pairs = verbindet { $n } { $n ->
        [one] Dorfpaar
       *[other] Dorfpaare
    }
tucana-gain-bonus = bringt { $n } { $n ->
        [one] Bonuspfad
       *[other] Bonuspfade
    }
tucana-villages-none = einem Dorf
tucana-village = Dorf { $village }
tucana-villages = den Dörfern { $others } und { $last }

## What the table is told

tucana-told-drew = zeichnete **{ $trail }** ({ $note })
tucana-told-skipped = übersprang einen Bonuspfad
tucana-told-undone = nahm den letzten Pfad zurück
tucana-told-passed = passte
tucana-told-left = hat das Spiel verlassen
tucana-turn-skipped = die Karten sind { $first } + { $second } und niemand kann sie zeichnen

## Bonus cards

tucana-bonus-blue = blaue Karte { $letter } ({ $points } Punkte)
tucana-bonus-blue-numbered = blaue Karte { $letter } #{ $n } ({ $points } Punkte)
tucana-bonus-red = rote Karte { $sight } ({ $points } Punkte)
tucana-did-connect = { $letter }–{ $letter } verbunden
tucana-did-link = zweimal { $sight } verbunden
tucana-connected = verbunden
tucana-linked = verknüpft
tucana-claim-won = gewann { $card }, { $done } in Zug { $turn }
tucana-claim-provisional = { $did } in Zug { $turn }: { $card } gehört ihnen, geteilt mit allen, die { $kind ->
        [blue] es
       *[red] es
    } im selben Zug ebenfalls schaffen (vorläufig)

## The standings and the shared card

tucana-breakdown = Sehenswürdigkeiten { $sights }, Dörfer { $villages }, Bonus { $bonus }
tucana-breakdown-provisional = Sehenswürdigkeiten { $sights }, Dörfer { $villages }, Bonus { $bonus } (+{ $provisional } vorläufig)
tucana-sights-connected = { $connected }/{ $all } Sehenswürdigkeiten verbunden

## What a move, a standing and a shared result hand the service
tucana-note-then =
    { $said }
    { $then }
tucana-ladder-youre-better-than-a-yeti-at-least = Immerhin besser als ein Yeti
tucana-ladder-you-get-a-day-off-on-the-beach = Ein freier Tag am Strand
tucana-ladder-dinner-at-the-mayors-house = Abendessen beim Bürgermeister
tucana-ladder-your-name-is-engraved-on-the-obelisk = Dein Name wird in den Obelisken gemeißelt
tucana-ladder-even-the-sea-monsters-are-shocked = Selbst die Seeungeheuer sind fassungslos
tucana-ladder-too-good-for-tucana = Zu gut für Tucana
tucana-ladder-title = { $title }
## The options, for menus and help

tucana-menu-map = Die Insel
tucana-menu-map-petit = Isla Petit
tucana-menu-map-grande = Isla Grande
tucana-menu-special-bonus = Mit den Spezial-Bonuskarten (rot) spielen
tucana-menu-random-start = Startdorf zufällig ziehen
tucana-menu-direction = In welche Richtung der Start weitergeht
tucana-menu-clockwise = im Uhrzeigersinn
tucana-menu-counter-clockwise = gegen den Uhrzeigersinn
tucana-menu-symmetric = Alle tragen die Buchstaben wie der Host ein
tucana-menu-pace = Züge gemeinsam spielen oder dieselben Karten im eigenen Tempo
tucana-menu-together = gemeinsam
tucana-menu-free = frei: niemand wartet

## A trail's note and gains

tucana-dotted = { $first } · { $then }
tucana-trail-terrains = { $first }–{ $second }
tucana-gain-points = +{ $n }

## The options in a few words

tucana-described-special-bonus = Spezial-Bonus
tucana-described-random-start = zufälliger Start
tucana-described-symmetric = symmetrisch
tucana-described-free-pace = freies Tempo

## A game that could not be set up

tucana-set-up-refused = { $why }
tucana-set-up-players = ein Spiel hat 1 bis { $max } Spieler, nicht { $players }
## The pictures' words

tucana-island-petit = Isla Petit
tucana-island-grande = Isla Grande
tucana-picture-game-over = Das Spiel ist vorbei
tucana-picture-all-played = { $island } · alle { $rounds } Runden gespielt · siehe Wertung
tucana-picture-turn-cards = Karten dieses Zugs
tucana-picture-island-round = { $island } · Runde { $round } von { $rounds }
tucana-picture-turn-of = Zug { $turn } von { $turns }
tucana-picture-turns-left = { $left ->
        [0] letzter Zug der Runde
        [one] Zug nach diesem übrig
       *[other] Züge nach diesem übrig
    }
tucana-picture-last-round = letzte Runde
tucana-picture-rounds-after = danach noch { $n } { $n ->
        [one] Runde
       *[other] Runden
    }
tucana-picture-draw-one = Zeichne einen Pfad zwischen zwei Nachbarfeldern: { $need }.
tucana-picture-any-two = beliebige Felder
tucana-picture-pair = { $first } + { $second }
tucana-picture-player = Spieler { $seat }
tucana-picture-final-standings = Endwertung
tucana-picture-standings = Wertung
tucana-picture-standings-after = Wertung nach Runde { $round } von { $rounds }
tucana-picture-standings-over = { $island } · { $n } { $n ->
        [one] Spieler
       *[other] Spieler
    } · alle { $rounds } Runden gespielt
tucana-picture-standings-now = { $island } · { $n } { $n ->
        [one] Spieler
       *[other] Spieler
    } · jetzt Runde { $round } von { $rounds }, Zug { $turn } von { $turns } · Sehenswürdigkeiten punkten am Rundenende
tucana-picture-head-player = SPIELER
tucana-picture-head-round = R{ $round }
tucana-picture-head-sights = SEHENSW.
tucana-picture-head-pairs = PAARE
tucana-picture-head-villages = DÖRFER
tucana-picture-head-bonus = BONUS
tucana-picture-head-total = SUMME
tucana-picture-title-earned = Titel erreicht: { $title }
tucana-picture-no-title = Diesmal kein Titel: Die erste Stufe braucht mehr Punkte
tucana-picture-ladder-so-far = Solo-Leiter: bisher { $points } Punkte
tucana-picture-points = Punkte
tucana-picture-title = Titel: { $title }
tucana-picture-no-title-reached = Kein Titel erreicht
tucana-picture-daily-parts = Sehensw. { $sights } · Dörfer { $villages } · Bonus { $bonus }
tucana-picture-daily-sights = Sehensw. mit Dörfern verbunden
tucana-picture-game-over-short = Spielende
tucana-picture-has-left = Hat das Spiel verlassen
tucana-picture-waiting = Fertig: wartet auf die anderen
tucana-picture-your-move = Du bist dran: zeichne einen Pfad
tucana-picture-bonus-owed = { $n ->
        [one] Bonuspfad offen: beliebigen Pfad zeichnen
       *[other] { $n } Bonuspfade offen: beliebige Pfade zeichnen
    }
tucana-picture-done = Zug erledigt
tucana-picture-this-turn = Dieser Zug
tucana-picture-final-sheet = { $island } · Endstand nach { $rounds } Runden
tucana-picture-every-turn-played = { $island } · alle Züge gespielt · warte auf die anderen
tucana-picture-sheet-when = { $island } · Runde { $round } von { $rounds } · Zug { $turn } von { $turns }
tucana-picture-legend-village = Dorf: dein Buchstabe
tucana-picture-legend-reaches = erreicht ein Dorf
tucana-picture-legend-not-yet = noch nicht
tucana-picture-legend-turn = { $this ->
        [yes] dieser Zug
       *[no] letzter Zug
    }
tucana-picture-legend-legal = jetzt erlaubt
tucana-picture-legal-head = ERLAUBTE PFADE ({ $n })
tucana-picture-bonus-any = Bonus: beliebiger Pfad
tucana-picture-no-trail = Gerade ist kein Pfad möglich
tucana-picture-any-trail-left = Jeder noch freie Pfad: { $n } übrig
tucana-picture-more = +{ $n } weitere
tucana-picture-sight-obelisk = Obelisk
tucana-picture-sight-book = Buch
tucana-picture-sight-toucan = Tukan
tucana-picture-sight-yeti = Yeti
tucana-picture-sight-sea-monster = Seeungeheuer
tucana-picture-sights-head = SEHENSW.
tucana-picture-sights-note = umkreist, wenn mit Dorf verbunden
tucana-picture-villages-head = DÖRFER
tucana-picture-villages-note = umkreist, wenn Paar verbunden
tucana-picture-bonus-won = gewonnen: { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }
tucana-picture-bonus-won-provisional = gewonnen: { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    } (+{ $more } vorläufig)
tucana-picture-bonus-head = BONUSKARTEN
tucana-picture-none-yet = noch keine
tucana-picture-on-the-table = Auf dem Tisch: { $blue }
tucana-picture-on-the-table-red = Auf dem Tisch: { $blue } · rot: { $red }
tucana-picture-score-head = PUNKTE
tucana-picture-score-round = Runde { $round }
tucana-picture-score-villages = Dörfer
tucana-picture-score-bonus = Bonus
tucana-picture-score-total = Summe
tucana-picture-final-score = Endstand
tucana-picture-circled-now = Jetzt umkreist: { $now }, gewertet am Ende dieser Runde

## The terminal game (tucana play)

tucana-terminal-help =
    Gib einen Pfad als zwei Felder ein, etwa C3-D4 (Reihenfolge und Groß-/Kleinschreibung egal).
      legal, ?   zeigt die Pfade, die du jetzt zeichnen darfst, die besten zuerst
      skip       lehnt einen Bonuspfad ab
      undo       nimmt deinen letzten Pfad dieses Zugs zurück
      help       dieser Text
      quit       beenden (das Spiel wird nicht gespeichert)
tucana-terminal-daily = die Tagesherausforderung vom { $date }
tucana-terminal-solo = ein Solospiel (Seed { $seed })
tucana-terminal-not-recorded = { $date } ist nicht in { $db } verzeichnet: Ein Bot verzeichnet einen Tag, wenn er zum ersten Mal gespielt wird (gib --secret an, um einen noch nicht verzeichneten Tag zu spielen)
tucana-terminal-secret = die Tagesherausforderung vom { $date } ist geheim: Gib --db PFAD (die Datenbank eines Bots, für einen dort verzeichneten Tag) oder --secret S (das Tagesgeheimnis des Bots) an
tucana-terminal-cannot-read = { $db } kann nicht gelesen werden: { $error }
tucana-terminal-start = Trails of Tucana: { $title } auf { $island }.
tucana-terminal-villages = Deine Dörfer: { $villages }.
tucana-terminal-special-bonus = Spezial-Bonus: Verbinde zwei Sehenswürdigkeiten „{ $sight }“ miteinander für 6 Punkte.
tucana-terminal-stopped = Vor dem Ende beendet; das Spiel wird nicht gespeichert.
tucana-terminal-drew = { $trail } gezeichnet.
tucana-terminal-declined = Bonuspfad abgelehnt.
tucana-terminal-taken-back = Zurückgenommen.
tucana-terminal-turn-skipped = Runde { $round }, Zug { $turn }: Die Karten sind { $first } + { $second } und du kannst sie nicht zeichnen; weiter zum nächsten Zug.
tucana-terminal-bonus-card = Bonuskarte { $card }: +{ $points }.
tucana-terminal-round-ends = Runde { $round } endet: Deine Sehenswürdigkeiten bringen { $points }.
tucana-terminal-kept = Blaue Karten für die letzte Runde behalten: { $first } und { $second }.
tucana-terminal-game-over = Spielende. Sehenswürdigkeiten { $sights }, Dörfer { $villages }, Bonus { $bonus }: { $total } Punkte.
tucana-terminal-title = Titel: { $title }.
tucana-terminal-no-title = Noch kein Titel: Die erste Stufe der Leiter liegt bei { $points }.
tucana-terminal-bonus-owed = { $n ->
        [one] Bonuspfad
       *[other] Bonuspfade
    }: Zeichne einen beliebigen Pfad ({ $n } offen) oder 'skip'.
tucana-terminal-turn = Runde { $round } von { $rounds } · Zug { $turn } von { $turns } · Karten: { $first } + { $second }
tucana-terminal-gain-sight = { $sight } verbunden
tucana-terminal-gain-points = +{ $points } in deinen Sehenswürdigkeiten-Reihen
tucana-terminal-gain-pair = { $letter }-{ $letter } verbunden: +{ $points }
tucana-terminal-gain-twins = zweimal { $sight } verbunden: Die rote Karte gehört dir am Ende des Zugs
tucana-terminal-gain-bonus = { $n } { $n ->
        [one] Bonuspfad
       *[other] Bonuspfade
    } verdient
tucana-terminal-legal = { $n } erlaubte Pfade:
tucana-terminal-more = … und { $n } weitere
tucana-terminal-you = Du
tucana-terminal-cannot-write = das Blatt kann nicht nach { $path } geschrieben werden: { $error }
tucana-terminal-sheet-drawn = Dein Inselblatt wird nach jedem Zug nach { $path } gezeichnet.

## Moves typed in the reader's words
tucana-typed-skip = überspringen, überspringe
tucana-typed-undo = rückgängig, zurück
tucana-typed-pass = passen, passe

## Takebacks (issue 46): the rule the help states.
tucana-undo-rule = **Zurücknehmen** (`/{ slash-undo }`): deine Pfade dieses Zugs, einer nach dem anderen, bis du passt oder der Zug endet (die nächsten Karten werden aufgedeckt).
