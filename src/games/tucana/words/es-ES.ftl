# Spanish (Spain; also served to Latin America, so prefer neutral Spanish where it costs nothing) (es-ES) words of Trails of Tucana; translated from en.ftl.
# Terms of our own: sendero (trail), sendero extra (bonus trail), lugares de interés / lugares (sights), pueblo (village), carta de bonificación (bonus card; BONIFICACIONES on the sheet), hoja (sheet), ritmo libre (free pace), escalera (solo ladder; «En solitario:» on the sheet), the solo ladder's titles (tucana-ladder-*).

tucana-rules-in-short = Cada turno muestra dos cartas de terreno: traza un sendero entre casillas vecinas de esos terrenos con `/{ slash-trail }`, en cualquier parte de tu isla, nunca dos veces en el mismo tramo. Conecta lugares de interés (obelisco, libro, tucán, yeti, monstruo marino) con cualquier pueblo: al final de cada ronda puntúa cada lugar conectado hasta entonces. Unir los dos pueblos de una letra puntúa su pareja; quien lo hace primero gana una carta de bonificación. Tu 2.º lugar de un tipo (3.º en Isla Grande) te da un sendero extra. Los puntos de bonificación deshacen empates. A ritmo libre nadie espera: tus siguientes cartas llegan en privado en cuanto acabas un turno.
tucana-how-to-move = Traza tu sendero con `/{ slash-trail }`.
tucana-timed-out = no trazó ningún sendero este turno

# What /map answers (the core asks every game for these words).
tucana-map-own = Tu hoja (senderos válidos resaltados).
tucana-map-of = Hoja de { $player }{ $earlier ->
    [yes] {" "}tal como estaba al acabar tu último turno
   *[no] {""}
}.
tucana-no-title = Esta vez no hay título: la escalera empieza en 50 puntos en Isla Petit y en 110 en Isla Grande.

## The names of things (nested in the messages below)

tucana-terrain-desert = desierto
tucana-terrain-forest = bosque
tucana-terrain-mountain = montaña
tucana-terrain-water = agua
tucana-card-desert = desierto
tucana-card-forest = bosque
tucana-card-mountain = montaña
tucana-card-water = agua
tucana-card-any = comodín
tucana-sight-obelisk = obelisco
tucana-sight-book = libro
tucana-sight-toucan = tucán
tucana-sight-yeti = yeti
tucana-sight-sea-monster = monstruo marino

## Refusals of a typed trail (spaces are labels like C3, as on the map)

tucana-not-a-trail = «{ $typed }» no es un sendero: escribe dos casillas, como C3-D4
tucana-no-such-space = no hay ninguna casilla { $space } en { $map }
tucana-same-space = un sendero une dos casillas distintas, no { $space } consigo misma
tucana-not-next-to = { $first } y { $second } no son vecinas

## Refusals of the rules

tucana-game-over = la partida ha terminado
tucana-no-such-seat = no hay ningún puesto { $seat } en esta partida
tucana-resigned = has abandonado esta partida
tucana-already-finished = ya has terminado este turno
tucana-already-drawn = { $trail } ya está trazado
tucana-no-such-trail = ese sendero no existe
tucana-no-bonus-owed = no tienes ningún sendero extra que saltar
tucana-nothing-to-undo = no tienes nada que deshacer este turno
tucana-seat-finished = ya has jugado todos tus turnos
tucana-no-shared-turn = aquí cada cual juega a su ritmo: no hay turno común que cerrar
tucana-wrong-space = { $space } es { $terrain }; este turno pide { $need }
tucana-wrong-spaces = { $first } es { $first_terrain } y { $second } es { $second_terrain }; este turno pide { $need }
tucana-both-spaces = { $first } y { $second } son ambas { $terrain }; este turno pide { $need }
tucana-neither-space = ni { $first } ({ $first_terrain }) ni { $second } ({ $second_terrain }) es { $card }; este turno pide { $need }
tucana-need-two = dos casillas de { $card }
tucana-need-both = { $first } y { $second }
tucana-need-any = cualquier terreno
tucana-solo-keep-all-stay = se indicó solo_keep, pero { $left ->
        [one] solo queda { $left } carta azul, así que se queda
       *[other] solo quedan { $left } cartas azules, así que se quedan todas
    }
tucana-solo-keep-gone = solo_keep indica { $letter }, pero la carta azul { $letter } ya no está en la mesa
tucana-bad-move = jugada errónea «{ $logged }»
tucana-bad-move-no-seat = jugada errónea «{ $logged }»: sin puesto
tucana-bad-move-no-trail = jugada errónea «{ $logged }»: sin sendero

## A game's options, as a host sets them

tucana-option-yes-no = { $option } es sí o no, no { $value }
tucana-option-no-map = no existe el mapa { $value }: petit o grande
tucana-option-pace = el ritmo es together o free, no { $value }
tucana-option-direction = la dirección es clockwise o counter-clockwise, no { $value }
tucana-option-unknown = Trails of Tucana no tiene la opción { $option }

## Where a player stands (the table's status of a seat)

tucana-status-to-draw = por trazar
tucana-status-owes = { $n ->
        [one] { $n } sendero extra pendiente
       *[other] { $n } senderos extra pendientes
    }
tucana-status-done = listo
tucana-status-finished = terminado
tucana-progress-turn = turno { $turn } de { $turns }
tucana-progress-left = se fue

## The turn's cards ($first, $second: the cards' names above)

tucana-cards-line = las cartas: **{ $first }** y **{ $second }**
tucana-own-pace = cada cual juega a su ritmo

## A move's reply to its player

tucana-drew = Has trazado **{ $trail }**: { $gain }.
tucana-drew-nothing = Has trazado **{ $trail }**: aún sin puntos.
tucana-skipped-owed = Saltado; aún te quedan { $n } sendero(s) extra.
tucana-skipped-done = Sendero extra saltado: has terminado este turno.
tucana-undone = Deshecho: se ha borrado tu último sendero de este turno.
tucana-passed = Has pasado: has terminado este turno.
tucana-owed = Te { $n ->
        [one] corresponde { $n } sendero extra
       *[other] corresponden { $n } senderos extra
    }: trázalo con `/{ slash-trail }` (cualquier terreno) o sáltalo.
tucana-done-this-turn = Has terminado este turno.
tucana-next-turn = Tu siguiente turno, { $progress }: { $cards }.
tucana-all-turns-played = Has jugado todos tus turnos.
tucana-skip-bonus = Saltar el sendero extra

## What a trail gains (joined by " · ", after "+3")

tucana-gain-connects = conecta { $sights } con { $villages }
tucana-gain-pairs = une { $n } { $n ->
        [one] pareja de pueblos
       *[other] parejas de pueblos
    }
tucana-gain-bonus = gana { $n } { $n ->
        [one] sendero extra
       *[other] senderos extra
    }
tucana-villages-none = un pueblo
tucana-village = el pueblo { $village }
tucana-villages = los pueblos { $others } y { $last }

## What the table is told (after the player's name)

tucana-told-drew = trazó **{ $trail }** ({ $note })
tucana-told-skipped = saltó un sendero extra
tucana-told-undone = deshizo su último sendero
tucana-told-passed = pasó
tucana-told-left = abandonó la partida
tucana-turn-skipped = las cartas son { $first } + { $second } y nadie puede trazarlas

## Bonus cards, and the free pace's race for them

tucana-bonus-blue = carta azul { $letter } ({ $points } puntos)
tucana-bonus-blue-numbered = carta azul { $letter } n.º { $n } ({ $points } puntos)
tucana-bonus-red = carta roja { $sight } ({ $points } puntos)
tucana-did-connect = conectó { $letter }–{ $letter }
tucana-did-link = unió dos de tipo { $sight }
tucana-connected = conectado
tucana-linked = unido
tucana-claim-won = ganó { $card }, { $done } en el turno { $turn }
tucana-claim-provisional = { $did } en el turno { $turn }: { $card } es suya, compartida con quien también { $kind ->
        [blue] la conecte
       *[red] lo consiga
    } en ese turno (provisional)

## The standings and the shared card

tucana-breakdown = lugares { $sights }, pueblos { $villages }, bonificación { $bonus }
tucana-breakdown-provisional = lugares { $sights }, pueblos { $villages }, bonificación { $bonus } (+{ $provisional } provisional)
tucana-sights-connected = { $connected }/{ $all } lugares conectados

## What a move, a standing and a shared result hand the service, as messages
tucana-note-then =
    { $said }
    { $then }
tucana-ladder-youre-better-than-a-yeti-at-least = Al menos eres mejor que un yeti
tucana-ladder-you-get-a-day-off-on-the-beach = Te ganas un día libre en la playa
tucana-ladder-dinner-at-the-mayors-house = Cena en casa del alcalde
tucana-ladder-your-name-is-engraved-on-the-obelisk = Tu nombre queda grabado en el obelisco
tucana-ladder-even-the-sea-monsters-are-shocked = Hasta los monstruos marinos se asombran
tucana-ladder-too-good-for-tucana = Demasiado bueno para Tucana
tucana-ladder-title = { $title }
## The options, for menus and help

tucana-menu-map = La isla
tucana-menu-map-petit = Isla Petit
tucana-menu-map-grande = Isla Grande
tucana-menu-special-bonus = Jugar con las cartas de bonificación especiales (rojas)
tucana-menu-random-start = Sortear el pueblo inicial
tucana-menu-direction = En qué sentido pasa el inicio
tucana-menu-clockwise = horario
tucana-menu-counter-clockwise = antihorario
tucana-menu-symmetric = Todos escriben las letras como el anfitrión
tucana-menu-pace = Jugar los turnos a la vez, o las mismas cartas cada cual a su ritmo
tucana-menu-together = a la vez
tucana-menu-free = libre: nadie espera

## A trail's note and gains, in parts joined by a dot

tucana-dotted = { $first } · { $then }
tucana-trail-terrains = { $first }–{ $second }
tucana-gain-points = +{ $n }

## The options in a few words (joined by a dot, after the island's name)

tucana-described-special-bonus = bonificación especial
tucana-described-random-start = inicio al azar
tucana-described-symmetric = simétrica
tucana-described-free-pace = ritmo libre

## A game that could not be set up ($why: what was wrong, in its developer's words)

tucana-set-up-refused = { $why }
tucana-set-up-players = una partida tiene de 1 a { $max } jugadores, no { $players }
## The pictures' words (cards, sheets, standings, the daily card)

tucana-island-petit = Isla Petit
tucana-island-grande = Isla Grande
tucana-picture-game-over = Partida terminada
tucana-picture-all-played = { $island } · jugadas las { $rounds } rondas · mira la clasificación
tucana-picture-turn-cards = Cartas de este turno
tucana-picture-island-round = { $island } · ronda { $round } de { $rounds }
tucana-picture-turn-of = Turno { $turn } de { $turns }
tucana-picture-turns-left = { $left ->
        [0] último turno de la ronda
        [one] turno más tras este
       *[other] turnos más tras este
    }
tucana-picture-last-round = última ronda
tucana-picture-rounds-after = { $n ->
        [one] { $n } ronda más
       *[other] { $n } rondas más
    } después de esta
tucana-picture-draw-one = Traza un sendero entre dos casillas vecinas: { $need }.
tucana-picture-any-two = dos casillas cualesquiera
tucana-picture-pair = { $first } + { $second }
tucana-picture-player = Jugador { $seat }
tucana-picture-final-standings = Clasificación final
tucana-picture-standings = Clasificación
tucana-picture-standings-after = Clasificación tras la ronda { $round } de { $rounds }
tucana-picture-standings-over = { $island } · { $n } { $n ->
        [one] jugador
       *[other] jugadores
    } · jugadas las { $rounds } rondas
tucana-picture-standings-now = { $island } · { $n } { $n ->
        [one] jugador
       *[other] jugadores
    } · ahora ronda { $round } de { $rounds }, turno { $turn } de { $turns } · los lugares puntúan al final de cada ronda
tucana-picture-head-player = JUGADOR
tucana-picture-head-round = R{ $round }
tucana-picture-head-sights = LUGARES
tucana-picture-head-pairs = PAREJAS
tucana-picture-head-villages = PUEBLOS
tucana-picture-head-bonus = BONUS
tucana-picture-head-total = TOTAL
tucana-picture-title-earned = Título logrado: { $title }
tucana-picture-no-title = Esta vez no hay título: el primer escalón pide más puntos
tucana-picture-ladder-so-far = En solitario: { $points } puntos por ahora
tucana-picture-points = puntos
tucana-picture-title = Título: { $title }
tucana-picture-no-title-reached = Sin título
tucana-picture-daily-parts = Lugares { $sights } · Pueblos { $villages } · Bonus { $bonus }
tucana-picture-daily-sights = lugares conectados a pueblos
tucana-picture-game-over-short = Fin de partida
tucana-picture-has-left = Ha abandonado la partida
tucana-picture-waiting = Terminado: esperando a los demás
tucana-picture-your-move = Te toca: traza un sendero
tucana-picture-bonus-owed = { $n ->
        [one] Sendero extra pendiente: traza cualquier sendero
       *[other] { $n } senderos extra pendientes: traza cualquier sendero
    }
tucana-picture-done = Turno terminado
tucana-picture-this-turn = Este turno
tucana-picture-final-sheet = { $island } · hoja final tras { $rounds } rondas
tucana-picture-every-turn-played = { $island } · todos los turnos jugados · esperando a los demás
tucana-picture-sheet-when = { $island } · ronda { $round } de { $rounds } · turno { $turn } de { $turns }
tucana-picture-legend-village = pueblo: tu letra
tucana-picture-legend-reaches = llega a un pueblo
tucana-picture-legend-not-yet = aún no
tucana-picture-legend-turn = { $this ->
        [yes] este turno
       *[no] último turno
    }
tucana-picture-legend-legal = válido ahora
tucana-picture-legal-head = SENDEROS VÁLIDOS ({ $n })
tucana-picture-bonus-any = extra: cualquiera
tucana-picture-no-trail = Ningún sendero posible ahora
tucana-picture-any-trail-left = Cualquier sendero aún sin trazar: quedan { $n }
tucana-picture-more = +{ $n } más
tucana-picture-sight-obelisk = Obelisco
tucana-picture-sight-book = Libro
tucana-picture-sight-toucan = Tucán
tucana-picture-sight-yeti = Yeti
tucana-picture-sight-sea-monster = Monstruo marino
tucana-picture-sights-head = LUGARES
tucana-picture-sights-note = rodeado al unirse a un pueblo
tucana-picture-villages-head = PUEBLOS
tucana-picture-villages-note = rodeado al unirse la pareja
tucana-picture-bonus-won = ganado: { $points } { $points ->
        [one] punto
       *[other] puntos
    }
tucana-picture-bonus-won-provisional = ganado: { $points } { $points ->
        [one] punto
       *[other] puntos
    } (+{ $more } provisional)
tucana-picture-bonus-head = BONIFICACIONES
tucana-picture-none-yet = ninguna aún
tucana-picture-on-the-table = En la mesa: { $blue }
tucana-picture-on-the-table-red = En la mesa: { $blue } · rojas: { $red }
tucana-picture-score-head = PUNTOS
tucana-picture-score-round = Ronda { $round }
tucana-picture-score-villages = Pueblos
tucana-picture-score-bonus = Bonus
tucana-picture-score-total = Total
tucana-picture-final-score = Puntuación final
tucana-picture-circled-now = Lugares rodeados ahora: { $now }, puntúan al final de esta ronda

## The terminal game (tucana play)

tucana-terminal-help =
    Escribe un sendero como dos casillas, p. ej. C3-D4 (en cualquier orden, mayúsculas o minúsculas).
      legal, ?   lista los senderos que puedes trazar ahora, los mejores primero
      skip       rechaza un sendero extra
      undo       deshace tu último sendero de este turno
      help       este texto
      quit       salir (la partida no se guarda)
tucana-terminal-daily = el reto diario del { $date }
tucana-terminal-solo = una partida en solitario (semilla { $seed })
tucana-terminal-not-recorded = { $date } no está registrado en { $db }: un bot registra un día cuando se juega por primera vez (usa --secret para jugar un día aún no registrado)
tucana-terminal-secret = el reto diario del { $date } es secreto: usa --db RUTA (la base de datos de un bot, para un día que tenga registrado) o --secret S (el secreto diario del bot)
tucana-terminal-cannot-read = no se puede leer { $db }: { $error }
tucana-terminal-start = Trails of Tucana: { $title } en { $island }.
tucana-terminal-villages = Tus pueblos: { $villages }.
tucana-terminal-special-bonus = Bonificación especial: une entre sí dos lugares de tipo { $sight } por 6 puntos.
tucana-terminal-stopped = Parada antes del final; la partida no se guarda.
tucana-terminal-drew = Trazado { $trail }.
tucana-terminal-declined = Sendero extra rechazado.
tucana-terminal-taken-back = Deshecho.
tucana-terminal-turn-skipped = Ronda { $round }, turno { $turn }: las cartas son { $first } + { $second } y no puedes trazarlas; pasamos al siguiente turno.
tucana-terminal-bonus-card = Carta de bonificación { $card }: +{ $points }.
tucana-terminal-round-ends = Termina la ronda { $round }: tus lugares puntúan { $points }.
tucana-terminal-kept = Cartas azules guardadas para la última ronda: { $first } y { $second }.
tucana-terminal-game-over = Fin de la partida. Lugares { $sights }, pueblos { $villages }, bonificación { $bonus }: { $total } puntos.
tucana-terminal-title = Título: { $title }.
tucana-terminal-no-title = Aún sin título: el primer escalón de la escalera es { $points }.
tucana-terminal-bonus-owed = { $n ->
        [one] Sendero extra: traza cualquier sendero ({ $n } pendiente) o 'skip'.
       *[other] Senderos extra: traza cualquier sendero ({ $n } pendientes) o 'skip'.
    }
tucana-terminal-turn = Ronda { $round } de { $rounds } · turno { $turn } de { $turns } · cartas: { $first } + { $second }
tucana-terminal-gain-sight = { $sight } conectado
tucana-terminal-gain-points = +{ $points } en tus filas de lugares
tucana-terminal-gain-pair = { $letter }-{ $letter } unidos: +{ $points }
tucana-terminal-gain-twins = dos de tipo { $sight } unidos: la carta roja es tuya al final del turno
tucana-terminal-gain-bonus = { $n } { $n ->
        [one] sendero extra ganado
       *[other] senderos extra ganados
    }
tucana-terminal-legal = { $n } senderos válidos:
tucana-terminal-more = … y { $n } más
tucana-terminal-you = Tú
tucana-terminal-cannot-write = no se puede escribir la hoja en { $path }: { $error }
tucana-terminal-sheet-drawn = Tu hoja se dibuja en { $path } tras cada jugada.

## Moves typed in the reader's words
tucana-typed-skip = saltar, salto
tucana-typed-undo = deshacer, deshago
tucana-typed-pass = pasar, paso

## Takebacks (issue 46): the rule the help states.
tucana-undo-rule = **Deshacer** (`/{ slash-undo }`): tus senderos de este turno, uno a uno, hasta que pases o termine el turno (se revelan las cartas siguientes).
