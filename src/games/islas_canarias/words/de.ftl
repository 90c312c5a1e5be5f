# German (de) words of Islas Canarias; translated from en.ftl.
# Terms of our own: Siedler/Siedlerkarte (settler card), Pirat (pirate), Schiff (ship), Haus, Palast (palace), Stadt (town), Gebiet (area), Vorrat (supply), Nachziehstapel (deck), Ablagestapel (discard pile), Privileg (privilege); the privileges Gleichstand (ties), Fünf ziehen (draw five), Mischpalast (mixed palace), Überall bauen (build anywhere), Extrakarte (extra card), Piratenschild (pirate shield); Fluss, Straße.

islas-canarias-rules-in-short = Baue mit Siedlerkarten Häuser auf deiner Insel oder ziehe Karten; lege jeden Zug eine Karte aufs Schiff: Ihre Siedler ziehen dorthin, wo sie am besten passen, ihre Piraten nehmen Häuser. Bei 19 Punkten ist Schluss.
islas-canarias-how-to-move = Wähle deine Insel mit `/{ slash-move } island TF`; in deinem Zug `/{ slash-move } build 24 D2` oder `/{ slash-move } draw`, dann `/{ slash-move } ship 57` (oder alles auf einmal: `build 24 D2; ship 57`), mit `palace A2 B4 on A2` oder `town …` jederzeit in deinem Zug; bei der Ankunft eines Schiffs `at E5`, `lose A3` oder `divert Ben`, wenn du gefragt wirst.
islas-canarias-timed-out = hat nicht rechtzeitig gezogen, also hat das Spiel übernommen (die niedrigste Karte ziehen und verschiffen, die erste Insel bzw. das erste Gebiet der Reihe nach oder das Haus im ersten Gebiet)

islas-canarias-map-own = Deine Insel und deine Hand.
islas-canarias-map-of = Die Insel von { $player }.

## What happens on the table

islas-canarias-diverts-attack = lenkt den Angriff auf { $to } um (Piratenschild)
islas-canarias-privilege-taken = nimmt das Privileg { $colour } ({ $privilege })
islas-canarias-privilege-back = das Privileg { $colour } ({ $privilege }) geht zurück auf den Tisch

## The privileges' names

islas-canarias-privilege-ties = Gleichstand
islas-canarias-privilege-draw5 = Fünf ziehen
islas-canarias-privilege-mixed-palace = Mischpalast
islas-canarias-privilege-build-anywhere = Überall bauen
islas-canarias-privilege-extra-card = Extrakarte
islas-canarias-privilege-pirate-shield = Piratenschild

## What each privilege does

islas-canarias-power-ties = gewinnt Siedler-Gleichstände
islas-canarias-power-draw5 = zieht 5 statt 3
islas-canarias-power-mixed-palace = Palast aus 2 Farben
islas-canarias-power-build-anywhere = baut überall (eigener Zug)
islas-canarias-power-extra-card = 1 Karte mehr pro Zug
islas-canarias-power-pirate-shield = lenkt Piraten um

## Privileges in what players read

islas-canarias-extra-card-taken = nahm eine Karte mehr ({ $privilege })
islas-canarias-takes-privilege = nimmt { $privilege }
islas-canarias-privileges-held = { $count ->
        [one] Privileg
       *[other] Privilegien
    } { $privileges }
islas-canarias-privilege-list = { $privileges }
islas-canarias-holds = hält { $privilege }
islas-canarias-tie-won = Gleichstand gewonnen von { $player } ({ $privilege })
islas-canarias-diverted = { $holder } lenkt ihn auf { $to } um ({ $privilege })
islas-canarias-pieces-key = Häuser · Paläste · Städte

## The ship's arrival waits for a decision

islas-canarias-arrival-area = Runde { $round }, das Schiff kommt an: { $card } kommt auf deine Insel; wähle das Gebiet ({ $legal }) mit `/{ slash-move } at <area>`
islas-canarias-arrival-colour = Runde { $round }, das Schiff kommt an: { $card } kommt auf deine Insel, doch die Farbe ist aufgebraucht; wähle eine Farbe (und das Gebiet: { $legal }) mit `/{ slash-move } at <area> as <colour>`
islas-canarias-arrival-lose = Runde { $round }, das Schiff kommt an: { $card } greift an; wähle mit `/{ slash-move } lose <area>` das Haus, das du verlierst
islas-canarias-arrival-divert = Runde { $round }, das Schiff kommt an: { $card } greift dich an, und dein { $privilege } lenkt ihn um; wähle mit `/{ slash-move } divert <name>`, wer stattdessen ein Haus verliert

## Refusals of a typed move

islas-canarias-empty-move = ein leerer Zug
islas-canarias-empty-step = ein leerer Schritt
islas-canarias-goes-alone = `{ $word }` steht allein in seiner Nachricht
islas-canarias-not-an-island = „{ $typed }“ ist keine Insel: TF GC LZ FV LP LG
islas-canarias-write-island = schreib `island <id>` (TF GC LZ FV LP LG)
islas-canarias-write-at = schreib `at <area>` oder `at <area> as <colour>`
islas-canarias-write-as = schreib `as <colour>`
islas-canarias-write-lose = schreib `lose <area>`
islas-canarias-write-divert = schreib `divert <player>`
islas-canarias-not-a-player = „{ $typed }“ ist kein Spieler (ein Name oder eine Platznummer)
islas-canarias-no-such-card = keine Karte { $number }: Die Karten sind 1–60
islas-canarias-not-a-card = „{ $typed }“ ist keine Karte (eine Zahl 1–60, der Name eines Siedlers oder pirata-<colour>)
islas-canarias-not-an-area = „{ $typed }“ ist kein Gebiet (A1–F6)
islas-canarias-not-a-colour = „{ $typed }“ ist keine Farbe (orange brown green blue beige red)
islas-canarias-as-does-not-go = `as` passt nicht zu { $step }
islas-canarias-write-build = schreib `build <card> <area>`
islas-canarias-write-ship = schreib `ship <card>`
islas-canarias-write-conversion = { $kind ->
        [palace] schreib `palace <area> <area> on <area>`
       *[town] schreib `town <area> <area> <area> on <area>`
    }
islas-canarias-not-a-step = „{ $typed }“ ist kein Schritt: draw, build, ship, palace, town
islas-canarias-step-refused = Schritt { $step } ({ $typed }): { $why }
islas-canarias-not-a-logged-move = kein protokollierter Zug: „{ $logged }“
islas-canarias-timeout-is-no-move = `timeout` ist kein Zug: draw, build, ship, palace oder town

## Refusals of the rules

islas-canarias-no-seat = es gibt keinen Platz { $seat }
islas-canarias-game-over = das Spiel ist vorbei
islas-canarias-left-already = diese Person hat das Spiel schon verlassen
islas-canarias-left = diese Person hat das Spiel verlassen
islas-canarias-chooses-an-island-now = { $player } wählt gerade eine Insel
islas-canarias-whose-turn = { $player } ist dran
islas-canarias-ship-waits-for = das Schiff wartet auf die Entscheidung von { $player }
islas-canarias-nobody-to-act = niemand ist dran
islas-canarias-not-your-turn = du bist nicht dran: { $player } ist dran { $step ->
        [island] mit der Inselwahl
        [arrival] mit der Entscheidung zur Ankunft des Schiffs
       *[turn] mit dem Zug
    }
islas-canarias-islands-chosen = die Inseln sind schon gewählt
islas-canarias-island-taken = { $island } ist vergeben
islas-canarias-not-a-turn = gerade ist kein Zug
islas-canarias-shipped-then-conversions = dein Zug hatte schon seine Schiffskarte: In derselben Nachricht dürfen nur noch Paläste und Städte folgen
islas-canarias-action-1-taken = du hast Aktion 1 schon ausgeführt
islas-canarias-not-in-hand = Karte { $card } ist nicht auf deiner Hand
islas-canarias-pirate-never-builds = ein Pirat baut nie
islas-canarias-forced-draw = du musst ziehen: Zu Beginn deines Zugs hattest du 0 oder 1 Karte oder nur Piraten
islas-canarias-must-draw = du musst ziehen: Deine Insel ist voll oder der Vorrat hat kein Haus
islas-canarias-not-legal = { $area } ist für { $card } { $settler } nicht erlaubt: erlaubt sind { $legal }
islas-canarias-in-stock = { $kind ->
        [house] Häuser
        [palace] Paläste
       *[town] Städte
    } in { $colour } sind vorrätig: `as` gilt nur für eine aufgebrauchte Farbe
islas-canarias-supply-has-none = im Vorrat ist { $kind ->
        [house] kein Haus
        [palace] kein Palast
       *[town] keine Stadt
    } mehr
islas-canarias-say-which-colour = { $kind ->
        [house] kein Haus
        [palace] kein Palast
       *[town] keine Stadt
    } in { $colour } mehr: Sag mit `as <colour>`, welche Farbe ({ $colours })
islas-canarias-none-either = auch { $kind ->
        [house] kein Haus
        [palace] kein Palast
       *[town] keine Stadt
    } in { $colour } mehr
islas-canarias-action-1-first = zuerst Aktion 1: `draw` oder `build`, dann `ship`
islas-canarias-shipped-already = du hast schon eine Karte aufs Schiff gelegt
islas-canarias-named-twice = { $area } ist doppelt genannt
islas-canarias-no-house-there = in { $area } steht keins deiner Häuser
islas-canarias-town-of-one-colour = die Häuser einer Stadt müssen dieselbe Farbe haben
islas-canarias-palace-of-one-colour = die Häuser eines Palasts müssen dieselbe Farbe haben (zwei Farben nur mit { $privilege })
islas-canarias-on-a-house-named = `on` muss eins der genannten Häuser sein ({ $houses })
islas-canarias-not-an-empty-area = { $area } ist kein leeres Gebiet
islas-canarias-no-settler-waits = gerade wartet kein Siedler auf ein Gebiet
islas-canarias-name-the-area = nenne das Gebiet: `at <area>` (erlaubt sind { $legal })
islas-canarias-no-pirate-waits = gerade wartet kein Pirat auf ein Haus
islas-canarias-no-attack-waits = gerade wartet kein Angriff darauf, umgelenkt zu werden
islas-canarias-divert-to-another = lenke den Angriff auf jemand anderen um, nicht auf dich selbst
islas-canarias-chance-not-given = dieser Zug braucht ein Zufallsergebnis, das dem Spiel nicht gegeben wurde

islas-canarias-pirate-victim = ist das Opfer des Piraten

## What the game tells the table and a player of their move
islas-canarias-dotted = { $a } · { $b }
islas-canarias-spaced = { $a } { $b }
islas-canarias-note-then =
    { $said }
    { $then }
islas-canarias-left-game = hat das Spiel verlassen: Ab jetzt spielen die Standardzüge
islas-canarias-chose-island = wählte { $code } ({ $island })
islas-canarias-drew = zog { $n } { $n ->
        [one] Karte
       *[other] Karten
    }
islas-canarias-cards = { $cards }
islas-canarias-no-card-drawn = keine Karte (Nachzieh- und Ablagestapel sind leer)
islas-canarias-you-drew = Du hast { $cards } gezogen.
islas-canarias-extra-card = Extrakarte: { $cards }.
islas-canarias-deck-ran-out = der Nachziehstapel ist leer: Der Ablagestapel wird zu einem neuen gemischt
islas-canarias-built = baute { $card } { $settler } in { $area } — { $colour } { $points }, gesamt { $total }
islas-canarias-shipped = legte eine Karte aufs Schiff
islas-canarias-you-shipped = Du hast { $card } verschifft.
islas-canarias-made = baute { $kind ->
        [palace] einen Palast
        [town] eine Stadt
       *[house] ein Haus
    } in { $colour } auf { $area } aus { $houses } — gesamt { $total }
islas-canarias-ship-arrives = R{ $round } das Schiff kommt an: { $n } { $n ->
        [one] Karte
       *[other] Karten
    } aufzudecken, eine bleibt zurück
islas-canarias-no-house-to-lose = hat kein Haus zu verlieren
islas-canarias-builds-nowhere = R{ $round } Schiff: { $card } baut nirgends ({ $why })
islas-canarias-gets-from-ship = bekommt { $card } vom Schiff ({ $why })
islas-canarias-why-count = { $priority }: { $counts }
islas-canarias-why-then = { $a }; { $b }
islas-canarias-no-house-left = im Vorrat ist kein Haus mehr: Es wird nichts gebaut
islas-canarias-builds-house = baut ein Haus in { $colour } in { $area } — { $colour } { $points }, gesamt { $total }
islas-canarias-pirate-arrives = R{ $round } Schiff: { $card } — { $victims ->
        [0] niemand hat Punkte in seiner Farbe: kein Opfer
        [one] Opfer:
       *[other] Opfer:
    }
islas-canarias-loses-house = verliert das Haus in { $colour } in { $area } — gesamt { $total }
islas-canarias-end-triggered = das Ende ist ausgelöst: Runde { $round } ist die letzte
islas-canarias-game-over-held-back = das Spiel ist vorbei; zurückgehalten wurde { $card }
islas-canarias-colour-points = { $colour } { $points }
islas-canarias-nothing-built = noch nichts gebaut
## A seat's status, its hand, the headline, and the notes of legal moves and hints

islas-canarias-no-options = Islas Canarias hat keine Optionen
islas-canarias-set-up-players = Islas Canarias ist für 2 bis 5 Spieler, nicht { $players }
islas-canarias-set-up-refused = { $why }
islas-canarias-status-none = {""}
islas-canarias-status-left = hat das Spiel verlassen
islas-canarias-status-island = wählt eine Insel
islas-canarias-status-build-or-draw = baut oder zieht
islas-canarias-status-ship = legt eine Karte aufs Schiff
islas-canarias-status-arrival = setzt einen ankommenden Siedler
islas-canarias-status-lose = wählt das Haus, das ein Pirat nimmt
islas-canarias-status-divert = lenkt einen Piraten um
islas-canarias-status-score = { $points } · { $cards } { $cards ->
        [one] Karte
       *[other] Karten
    }
islas-canarias-points = { $n ->
        [one] 1 Punkt
       *[other] { $n } Punkte
    }
islas-canarias-hand-empty = Deine Hand ist leer.
islas-canarias-hand = Deine Hand: { $cards }
islas-canarias-card = { $card }
islas-canarias-card-numbered = { $number } { $card }
islas-canarias-card-settler = { $name } ({ $colour }: { $priorities })
islas-canarias-card-pirate = pirata { $colour }
islas-canarias-card-unknown = #{ $number }
islas-canarias-nothing = {""}
islas-canarias-plus = +{ $n }
islas-canarias-minus = −{ $n }
islas-canarias-minus-ascii = -{ $n }
islas-canarias-headline-islands = alle wählen reihum eine Insel (`/{ slash-move } island TF`)
islas-canarias-headline = Runde { $round } · auf dem Schiff { $ship ->
        [one] liegt { $ship } Karte
       *[other] liegen { $ship } Karten
    } · Stapel { $deck } · { $houses } Häuser im Vorrat
islas-canarias-headline-last = { $headline } · Runde { $last } ist die letzte
islas-canarias-note-island = { $island }
islas-canarias-note-draw = { $n } Karten nehmen, dann eine verschiffen
islas-canarias-note-build = { $settler } · { $house } · +1
islas-canarias-house = { $colour }
islas-canarias-house-next-to = { $colour }, neben { $features }
islas-canarias-note-a-house = { $settler } · ein Haus in { $colour }
islas-canarias-note-ship = verdeckt: { $card }
islas-canarias-note-lose = der Pirat nimmt dein Haus in { $colour } · −1
islas-canarias-note-divert-seat = Platz { $seat } ({ $points }) verliert stattdessen ein Haus
islas-canarias-note-divert = { $name } ({ $points }) verliert stattdessen ein Haus
islas-canarias-note-conversion = { $kind ->
        [palace] ein Palast
       *[town] eine Stadt
    } in { $colour } · { $gain }
## The pictures' labels

islas-canarias-pic-round = Runde { $round } · { $what }
islas-canarias-pic-last-round = Runde { $round } ist die letzte
islas-canarias-pic-choosing-islands = Inselwahl · { $player } wählt
islas-canarias-pic-final = Endstand nach Runde { $round }
islas-canarias-pic-to-build-or-draw = { $player } baut oder zieht
islas-canarias-pic-to-ship = { $player } legt eine Karte aufs Schiff
islas-canarias-pic-ship-waits = das Schiff wartet, bis { $player } { $step ->
        [area] einen Siedler setzt
        [lose] ein Haus abgibt
       *[divert] einen Piraten umlenkt
    }
islas-canarias-pic-count = { $what ->
        [point] { $n ->
            [one] { $n } Punkt
           *[other] { $n } Punkte
        }
       *[card] { $n ->
            [one] { $n } Karte
           *[other] { $n } Karten
        }
    }
islas-canarias-pic-arrival-title = { $ship ->
        [arriving] Das ankommende Schiff, Runde { $round }: { $n ->
            [one] bisher { $n } Karte in dieser Reihenfolge aufgedeckt
           *[other] bisher { $n } Karten in dieser Reihenfolge aufgedeckt
        }, eine zurückgehalten
       *[last] Das letzte Schiff, Runde { $round }: { $n ->
            [one] { $n } Karte in dieser Reihenfolge aufgedeckt
           *[other] { $n } Karten in dieser Reihenfolge aufgedeckt
        }, eine zurückgehalten
    }
islas-canarias-pic-nothing-revealed = noch nichts aufgedeckt
islas-canarias-pic-builds-nowhere-none = baut nirgends: Keine Insel erfüllt eine seiner Prioritäten
islas-canarias-pic-builds-nowhere-tie = baut nirgends: Inseln gleichauf bis zur letzten Priorität
islas-canarias-pic-to-island = → Insel von { $player }
islas-canarias-pic-to-island-at = → Insel von { $player }, ein Haus in { $area }
islas-canarias-pic-to-island-as = → Insel von { $player }, ein Haus in { $area } (aufgebraucht: { $colour })
islas-canarias-pic-to-island-no-house = → Insel von { $player }, aber im Vorrat ist kein Haus mehr
islas-canarias-pic-to-island-choose = → Insel von { $player }: { $player } wählt das Gebiet ({ $legal })
islas-canarias-pic-no-victim = kein Opfer: Niemand hat Punkte in { $colour }
islas-canarias-pic-attacks = greift die Spitze in { $colour } an: { $who }
islas-canarias-pic-loses = { $player } verliert das Haus in { $colour } in { $area }
islas-canarias-pic-no-house-to-lose = { $player } hat kein Haus zu verlieren
islas-canarias-pic-chooses-victim = { $player } wählt ein anderes Opfer
islas-canarias-pic-chooses-house = { $player } wählt das Haus, das verloren geht
islas-canarias-pic-pirate-card =
    nimmt ein Haus
    von der Spitze
    seiner Farbe
islas-canarias-pic-seat-title = { $player } · Islas Canarias · { $step }
islas-canarias-pic-no-island-chosen = noch keine Insel gewählt
islas-canarias-pic-in-hand = { $n ->
        [one] { $n } Karte auf der Hand
       *[other] { $n } Karten auf der Hand
    }
islas-canarias-pic-no-privilege = kein Privileg
islas-canarias-pic-river = Fluss
islas-canarias-pic-road = Straße
islas-canarias-pic-built-by-ship = vom letzten Schiff gebaut
islas-canarias-pic-taken-by-pirate = vom Piraten geholt
islas-canarias-pic-may-build = wo der ankommende Siedler bauen darf
islas-canarias-pic-your-hand = Deine Hand: { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } (nur du siehst das)
islas-canarias-pic-standings-title = Islas Canarias · { $over ->
        [yes] Endwertung
       *[no] Wertung
    } · { $step }
islas-canarias-pic-rank = Platz
islas-canarias-pic-player = Spieler
islas-canarias-pic-privileges = Privilegien
islas-canarias-pic-total = gesamt · Privilegien
islas-canarias-pic-left = { $player } (weg)
islas-canarias-pic-ties = Gleiche Summe: Mehr Privilegien gehen vor; bleibt es gleich, wird der Platz geteilt.
islas-canarias-pic-unowned = frei
islas-canarias-pic-held-back = Die vom letzten Schiff zurückgehaltene Karte: { $card }
islas-canarias-pic-table-title = Islas Canarias · { $step }
islas-canarias-pic-start = Start
islas-canarias-pic-gone = weg
islas-canarias-pic-no-island-yet = noch keine Insel
islas-canarias-pic-piles = Stapel { $deck } · Ablage { $discard }{ $top } · Schiff { $ship ->
        [one] { $ship } Karte
       *[other] { $ship } Karten
    }
islas-canarias-pic-supply = Vorrat
islas-canarias-pic-top = (oben: { $card })

## The offline tools

islas-canarias-tools-no-options = Islas Canarias hat keine Optionen
islas-canarias-tools-players = Islas Canarias ist für 2 bis 5 Spieler, nicht { $players }
islas-canarias-random-move-refused = Zufallszug { $mv } abgelehnt: { $why }

## What a game's script would tell that the rules keep secret after the end

islas-canarias-kept-secret = wer welche Karte auf welches Schiff gelegt hat

## Moves typed in the reader's words
islas-canarias-typed-draw = ziehen, ziehe
islas-canarias-typed-build = bauen, baue
islas-canarias-typed-ship = verschiffen, verschiffe
islas-canarias-typed-palace = palast
islas-canarias-typed-town = stadt
islas-canarias-typed-on = auf
islas-canarias-typed-island = insel
islas-canarias-typed-at = bei
islas-canarias-typed-as = als
islas-canarias-typed-lose = verlieren, verliere
islas-canarias-typed-divert = umleiten, umlenken
islas-canarias-typed-resign = aufgeben
islas-canarias-typed-orange = orange
islas-canarias-typed-brown = braun
islas-canarias-typed-green = grün
islas-canarias-typed-blue = blau
islas-canarias-typed-beige = beige
islas-canarias-typed-red = rot

## The components' names
islas-canarias-colour-orange = Orange
islas-canarias-colour-brown = Braun
islas-canarias-colour-green = Grün
islas-canarias-colour-blue = Blau
islas-canarias-colour-beige = Beige
islas-canarias-colour-red = Rot
islas-canarias-feature-coast = Küste
islas-canarias-feature-village = Dorf
islas-canarias-feature-river = Fluss
islas-canarias-feature-mountain = Berg
islas-canarias-feature-farmland = Ackerland
islas-canarias-feature-road = Straße

## A building's kind, beside its piece in the seat's picture

islas-canarias-pic-kind = { $kind ->
    [house] Haus
    [palace] Palast
   *[town] Stadt
  }

## Takebacks (issue 46): what /undo takes back, and what it says.
islas-canarias-undone = Zurückgenommen: deine Nachricht ist rückgängig gemacht; spiel noch einmal.
islas-canarias-undo-told = nahm die letzte Nachricht zurück
islas-canarias-undo-refused = Es gibt nichts zurückzunehmen: eine Nachricht lässt sich nur zurücknehmen, bevor der nächste Spieler handelt, und nur, wenn sie keine Karte gezogen und das Schiff nicht ankommen lassen hat.
islas-canarias-undo-rule = **Zurücknehmen** (`/{ slash-undo }`): deine Insel oder die letzte Nachricht deines Zugs, bevor der nächste Spieler handelt, außer sie hat eine Karte gezogen, das Schiff ankommen lassen (seine Karten werden aufgedeckt) oder das Spiel beendet; nie eine Entscheidung bei der Ankunft des Schiffs.
islas-canarias-typed-undo = zurück, rückgängig
## The turn card (the turn post's picture)
islas-canarias-card-players = Spieler: Punkte und Karten auf der Hand
islas-canarias-card-privileges = Privilegien und wer sie hält
