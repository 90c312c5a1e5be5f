# Spanish (Spain; also served to Latin America, so prefer neutral Spanish where it costs nothing) (es-ES) words of Islas Canarias; translated from en.ftl.
# Terms of our own: colono (settler), casa / palacio / pueblo (house / palace / town), zona (area), barco, privilegio, reserva, mazo, descarte; the privileges: desempate, roba cinco, palacio mixto, construir donde sea, carta extra, escudo antipiratas.
# Moves and colours may be typed in Spanish (the islas-canarias-typed-* lists below: construir, naranja…) or in the notation's English words (build, orange…), which always work.

islas-canarias-rules-in-short = Construye casas en tu isla con cartas de colono, o roba; pon una carta en el barco cada turno: sus colonos van adonde mejor encajan y sus piratas se llevan casas. Con 19 puntos se acaba.
islas-canarias-how-to-move = Elige tu isla con `/{ slash-move } island TF`; en tu turno `/{ slash-move } build 24 D2` o `/{ slash-move } draw`, luego `/{ slash-move } ship 57` (o todo a la vez: `build 24 D2; ship 57`), con `palace A2 B4 on A2` o `town …` en cualquier momento de tu turno; a la llegada de un barco, `at E5`, `lose A3` o `divert Ben` cuando se te pida.
islas-canarias-timed-out = no jugó a tiempo, así que la partida jugó en su lugar (robar y embarcar la carta más baja, la primera isla o zona en orden, o la casa de la primera zona)

islas-canarias-map-own = Tu isla y tu mano.
islas-canarias-map-of = Isla de { $player }.

## What happens on the table (after the acting player's name)

islas-canarias-diverts-attack = desvía el ataque a { $to } (escudo antipiratas)
islas-canarias-privilege-taken = toma el privilegio { $colour } ({ $privilege })
islas-canarias-privilege-back = el privilegio { $colour } ({ $privilege }) vuelve a la mesa

## The privileges' names

islas-canarias-privilege-ties = desempate
islas-canarias-privilege-draw5 = roba cinco
islas-canarias-privilege-mixed-palace = palacio mixto
islas-canarias-privilege-build-anywhere = construir donde sea
islas-canarias-privilege-extra-card = carta extra
islas-canarias-privilege-pirate-shield = escudo antipiratas

## What each privilege does, in a few words (the pictures' chips and boxes)

islas-canarias-power-ties = gana empates de colonos
islas-canarias-power-draw5 = roba 5, no 3
islas-canarias-power-mixed-palace = palacio de 2 colores
islas-canarias-power-build-anywhere = construye donde sea (su turno)
islas-canarias-power-extra-card = 1 carta más por turno
islas-canarias-power-pirate-shield = desvía piratas

## Privileges in what players read

islas-canarias-extra-card-taken = tomó una carta más ({ $privilege })
islas-canarias-takes-privilege = toma { $privilege }
islas-canarias-privileges-held = { $count ->
        [one] privilegio
       *[other] privilegios
    } { $privileges }
islas-canarias-privilege-list = { $privileges }
islas-canarias-holds = tiene { $privilege }
islas-canarias-tie-won = empate ganado por { $player } ({ $privilege })
islas-canarias-diverted = { $holder } lo desvía a { $to } ({ $privilege })
islas-canarias-pieces-key = casas · palacios · pueblos

## The ship's arrival waits for a decision (the headline; $card: the card in a few words)

islas-canarias-arrival-area = ronda { $round }, llegada del barco: { $card } llega a tu isla; elige su zona ({ $legal }) con `/{ slash-move } at <area>`
islas-canarias-arrival-colour = ronda { $round }, llegada del barco: { $card } llega a tu isla y su color está agotado; elige un color (y su zona: { $legal }) con `/{ slash-move } at <area> as <colour>`
islas-canarias-arrival-lose = ronda { $round }, llegada del barco: { $card } ataca; elige la casa que pierdes con `/{ slash-move } lose <area>`
islas-canarias-arrival-divert = ronda { $round }, llegada del barco: { $card } te ataca y tu { $privilege } lo desvía; elige quién pierde una casa en tu lugar con `/{ slash-move } divert <name>`

## Refusals of a typed move (the chat notation's words stay as typed: `build`, `at <area>`)

islas-canarias-empty-move = una jugada vacía
islas-canarias-empty-step = un paso vacío
islas-canarias-goes-alone = `{ $word }` va solo en su mensaje
islas-canarias-not-an-island = «{ $typed }» no es una isla: TF GC LZ FV LP LG
islas-canarias-write-island = escribe `island <id>` (TF GC LZ FV LP LG)
islas-canarias-write-at = escribe `at <area>` o `at <area> as <colour>`
islas-canarias-write-as = escribe `as <colour>`
islas-canarias-write-lose = escribe `lose <area>`
islas-canarias-write-divert = escribe `divert <player>`
islas-canarias-not-a-player = «{ $typed }» no es un jugador (un nombre o un número de puesto)
islas-canarias-no-such-card = no existe la carta { $number }: las cartas van del 1 al 60
islas-canarias-not-a-card = «{ $typed }» no es una carta (un número 1–60, el nombre de un colono o pirata-<colour>)
islas-canarias-not-an-area = «{ $typed }» no es una zona (A1–F6)
islas-canarias-not-a-colour = «{ $typed }» no es un color (orange brown green blue beige red)
islas-canarias-as-does-not-go = `as` no va con { $step }
islas-canarias-write-build = escribe `build <card> <area>`
islas-canarias-write-ship = escribe `ship <card>`
islas-canarias-write-conversion = { $kind ->
        [palace] escribe `palace <area> <area> on <area>`
       *[town] escribe `town <area> <area> <area> on <area>`
    }
islas-canarias-not-a-step = «{ $typed }» no es un paso: draw, build, ship, palace, town
islas-canarias-step-refused = paso { $step } ({ $typed }): { $why }
islas-canarias-not-a-logged-move = no es una jugada registrada: «{ $logged }»
islas-canarias-timeout-is-no-move = `timeout` no es una jugada: draw, build, ship, palace o town

## Refusals of the rules

islas-canarias-no-seat = no hay ningún puesto { $seat }
islas-canarias-game-over = la partida ha terminado
islas-canarias-left-already = este jugador ya ha abandonado la partida
islas-canarias-left = este jugador ha abandonado la partida
islas-canarias-chooses-an-island-now = ahora elige isla { $player }
islas-canarias-whose-turn = es el turno de { $player }
islas-canarias-ship-waits-for = el barco espera la decisión de { $player }
islas-canarias-nobody-to-act = no le toca a nadie
islas-canarias-not-your-turn = no es tu turno: le toca a { $player } { $step ->
        [island] elegir isla
        [arrival] decidir sobre la llegada del barco
       *[turn] jugar
    }
islas-canarias-islands-chosen = las islas ya están elegidas
islas-canarias-island-taken = { $island } ya está ocupada
islas-canarias-not-a-turn = ahora no es un turno
islas-canarias-shipped-then-conversions = ya has puesto tu carta en el barco: en el mismo mensaje solo pueden seguir palacios y pueblos
islas-canarias-action-1-taken = ya has hecho la acción 1
islas-canarias-not-in-hand = la carta { $card } no está en tu mano
islas-canarias-pirate-never-builds = un pirata nunca construye
islas-canarias-forced-draw = debes robar: al empezar tu turno tenías 0 o 1 carta o solo piratas
islas-canarias-must-draw = debes robar: tu isla está llena o la reserva no tiene casas
islas-canarias-not-legal = { $area } no es válida para { $card } { $settler }: son válidas { $legal }
islas-canarias-in-stock = hay { $kind ->
        [house] casas
        [palace] palacios
       *[town] pueblos
    } de color { $colour } en la reserva: `as` es solo para un color agotado
islas-canarias-supply-has-none = en la reserva no quedan { $kind ->
        [house] casas
        [palace] palacios
       *[town] pueblos
    }
islas-canarias-say-which-colour = no quedan { $kind ->
        [house] casas
        [palace] palacios
       *[town] pueblos
    } de color { $colour }: di qué color con `as <colour>` ({ $colours })
islas-canarias-none-either = tampoco quedan { $kind ->
        [house] casas
        [palace] palacios
       *[town] pueblos
    } de color { $colour }
islas-canarias-action-1-first = primero la acción 1: `draw` o `build`, y luego `ship`
islas-canarias-shipped-already = ya has puesto una carta en el barco
islas-canarias-named-twice = { $area } aparece dos veces
islas-canarias-no-house-there = en { $area } no hay ninguna casa tuya
islas-canarias-town-of-one-colour = las casas de un pueblo deben ser de un solo color
islas-canarias-palace-of-one-colour = las casas de un palacio deben ser de un solo color (de dos colores solo con { $privilege })
islas-canarias-on-a-house-named = `on` debe ser una de las casas indicadas ({ $houses })
islas-canarias-not-an-empty-area = { $area } no es una zona vacía
islas-canarias-no-settler-waits = ahora no hay ningún colono esperando zona
islas-canarias-name-the-area = indica la zona: `at <area>` (son válidas { $legal })
islas-canarias-no-pirate-waits = ahora no hay ningún pirata esperando una casa
islas-canarias-no-attack-waits = ahora no hay ningún ataque que desviar
islas-canarias-divert-to-another = desvía el ataque a otro jugador, no a ti
islas-canarias-chance-not-given = esta jugada necesita un resultado del azar que la partida no recibió

islas-canarias-pirate-victim = es la víctima del pirata

## What the game tells the table (its posts, its log) and a player of their move
islas-canarias-dotted = { $a } · { $b }
islas-canarias-spaced = { $a } { $b }
islas-canarias-note-then =
    { $said }
    { $then }
islas-canarias-left-game = abandonó la partida: ahora juegan en su lugar las jugadas por defecto
islas-canarias-chose-island = eligió { $code } ({ $island })
islas-canarias-drew = robó { $n } { $n ->
        [one] carta
       *[other] cartas
    }
islas-canarias-cards = { $cards }
islas-canarias-no-card-drawn = ninguna carta (el mazo y el descarte están vacíos)
islas-canarias-you-drew = Has robado { $cards }.
islas-canarias-extra-card = Carta extra: { $cards }.
islas-canarias-deck-ran-out = se acabó el mazo: el descarte se baraja para formar uno nuevo
islas-canarias-built = construyó { $card } { $settler } en { $area } — { $colour } { $points }, total { $total }
islas-canarias-shipped = puso una carta en el barco
islas-canarias-you-shipped = Has embarcado { $card }.
islas-canarias-made = hizo { $kind ->
        [palace] un palacio
        [town] un pueblo
       *[house] una casa
    } de color { $colour } en { $area } con { $houses } — total { $total }
islas-canarias-ship-arrives = R{ $round } llega el barco: { $n } { $n ->
        [one] carta que revelar
       *[other] cartas que revelar
    }, una se queda aparte
islas-canarias-no-house-to-lose = no tiene ninguna casa que perder
islas-canarias-builds-nowhere = R{ $round } barco: { $card } no construye en ningún sitio ({ $why })
islas-canarias-gets-from-ship = recibe { $card } del barco ({ $why })
islas-canarias-why-count = { $priority }: { $counts }
islas-canarias-why-then = { $a }; { $b }
islas-canarias-no-house-left = no queda ninguna casa en la reserva: no construye nada
islas-canarias-builds-house = construye una casa de color { $colour } en { $area } — { $colour } { $points }, total { $total }
islas-canarias-pirate-arrives = R{ $round } barco: { $card } — { $victims ->
        [0] nadie tiene puntos en su color: sin víctima
        [one] víctima:
       *[other] víctimas:
    }
islas-canarias-loses-house = pierde la casa de color { $colour } de { $area } — total { $total }
islas-canarias-end-triggered = se activa el final: la ronda { $round } es la última
islas-canarias-game-over-held-back = la partida ha terminado; la carta apartada era { $card }
islas-canarias-colour-points = { $colour } { $points }
islas-canarias-nothing-built = aún no hay nada construido
## A seat's status, its hand, the headline, and the notes of legal moves and hints

islas-canarias-no-options = Islas Canarias no tiene opciones
islas-canarias-set-up-players = Islas Canarias es de 2 a 5 jugadores, no { $players }
islas-canarias-set-up-refused = { $why }
islas-canarias-status-none = {""}
islas-canarias-status-left = abandonó la partida
islas-canarias-status-island = por elegir isla
islas-canarias-status-build-or-draw = por construir o robar
islas-canarias-status-ship = por poner una carta en el barco
islas-canarias-status-arrival = por colocar a un colono que llega
islas-canarias-status-lose = por elegir la casa que se lleva un pirata
islas-canarias-status-divert = por desviar a un pirata
islas-canarias-status-score = { $points } · { $cards } { $cards ->
        [one] carta
       *[other] cartas
    }
islas-canarias-points = { $n ->
        [one] 1 punto
       *[other] { $n } puntos
    }
islas-canarias-hand-empty = Tu mano está vacía.
islas-canarias-hand = Tu mano: { $cards }
islas-canarias-card = { $card }
islas-canarias-card-numbered = { $number } { $card }
islas-canarias-card-settler = { $name } ({ $colour }: { $priorities })
islas-canarias-card-pirate = pirata { $colour }
islas-canarias-card-unknown = #{ $number }
islas-canarias-nothing = {""}
islas-canarias-plus = +{ $n }
islas-canarias-minus = −{ $n }
islas-canarias-minus-ascii = -{ $n }
islas-canarias-headline-islands = cada uno elige una isla por turnos (`/{ slash-move } island TF`)
islas-canarias-headline = ronda { $round } · el barco lleva { $ship } { $ship ->
        [one] carta
       *[other] cartas
    } · mazo { $deck } · { $houses } casas en la reserva
islas-canarias-headline-last = { $headline } · la ronda { $last } es la última
islas-canarias-note-island = { $island }
islas-canarias-note-draw = toma { $n } cartas y luego embarca una
islas-canarias-note-build = { $settler } · { $house } · +1
islas-canarias-house = { $colour }
islas-canarias-house-next-to = { $colour }, junto a { $features }
islas-canarias-note-a-house = { $settler } · una casa de color { $colour }
islas-canarias-note-ship = boca abajo: { $card }
islas-canarias-note-lose = el pirata se lleva tu casa de color { $colour } · −1
islas-canarias-note-divert-seat = el puesto { $seat } ({ $points }) pierde una casa en tu lugar
islas-canarias-note-divert = { $name } ({ $points }) pierde una casa en tu lugar
islas-canarias-note-conversion = { $kind ->
        [palace] un palacio
       *[town] un pueblo
    } de color { $colour } · { $gain }
## The pictures' labels (the table, a seat's island, the ship's arrival, the standings)

islas-canarias-pic-round = ronda { $round } · { $what }
islas-canarias-pic-last-round = la ronda { $round } es la última
islas-canarias-pic-choosing-islands = elección de islas · elige { $player }
islas-canarias-pic-final = final, tras la ronda { $round }
islas-canarias-pic-to-build-or-draw = { $player } construye o roba
islas-canarias-pic-to-ship = { $player } pone una carta en el barco
islas-canarias-pic-ship-waits = el barco espera a que { $player } { $step ->
        [area] coloque un colono
        [lose] pierda una casa
       *[divert] desvíe un pirata
    }
islas-canarias-pic-count = { $what ->
        [point] { $n ->
            [one] { $n } punto
           *[other] { $n } puntos
        }
       *[card] { $n ->
            [one] { $n } carta
           *[other] { $n } cartas
        }
    }
islas-canarias-pic-arrival-title = { $ship ->
        [arriving] El barco que llega, ronda { $round }: { $n ->
            [one] { $n } carta revelada en este orden hasta ahora
           *[other] { $n } cartas reveladas en este orden hasta ahora
        }, una apartada
       *[last] El último barco, ronda { $round }: { $n ->
            [one] { $n } carta revelada en este orden
           *[other] { $n } cartas reveladas en este orden
        }, una apartada
    }
islas-canarias-pic-nothing-revealed = aún no se ha revelado nada
islas-canarias-pic-builds-nowhere-none = no construye: ninguna isla ofrece ninguna de sus prioridades
islas-canarias-pic-builds-nowhere-tie = no construye: las islas empatan hasta su última prioridad
islas-canarias-pic-to-island = → isla de { $player }
islas-canarias-pic-to-island-at = → isla de { $player }, una casa en { $area }
islas-canarias-pic-to-island-as = → isla de { $player }, una casa en { $area } (agotado: { $colour })
islas-canarias-pic-to-island-no-house = → isla de { $player }, pero no quedan casas en la reserva
islas-canarias-pic-to-island-choose = → isla de { $player }: { $player } elige la zona ({ $legal })
islas-canarias-pic-no-victim = sin víctima: nadie tiene puntos en { $colour }
islas-canarias-pic-attacks = ataca al líder en { $colour }: { $who }
islas-canarias-pic-loses = { $player } pierde la casa de color { $colour } de { $area }
islas-canarias-pic-no-house-to-lose = { $player } no tiene casa que perder
islas-canarias-pic-chooses-victim = { $player } elige a quién ataca en su lugar
islas-canarias-pic-chooses-house = { $player } elige la casa que pierde
islas-canarias-pic-pirate-card =
    se lleva una casa
    del líder
    en su color
islas-canarias-pic-seat-title = { $player } · Islas Canarias · { $step }
islas-canarias-pic-no-island-chosen = aún sin isla
islas-canarias-pic-in-hand = { $n ->
        [one] { $n } carta en mano
       *[other] { $n } cartas en mano
    }
islas-canarias-pic-no-privilege = sin privilegio
islas-canarias-pic-river = río
islas-canarias-pic-road = camino
islas-canarias-pic-built-by-ship = construida por el último barco
islas-canarias-pic-taken-by-pirate = robada por un pirata
islas-canarias-pic-may-build = donde puede construir el colono que llega
islas-canarias-pic-your-hand = Tu mano: { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } (solo la ves tú)
islas-canarias-pic-standings-title = Islas Canarias · { $over ->
        [yes] Clasificación final
       *[no] Clasificación
    } · { $step }
islas-canarias-pic-rank = puesto
islas-canarias-pic-player = jugador
islas-canarias-pic-privileges = privilegios
islas-canarias-pic-total = total · privilegios
islas-canarias-pic-left = { $player } (se fue)
islas-canarias-pic-ties = A igual total, gana quien tenga más privilegios; si siguen empatados, comparten el puesto.
islas-canarias-pic-unowned = sin dueño
islas-canarias-pic-held-back = La carta que apartó el último barco: { $card }
islas-canarias-pic-table-title = Islas Canarias · { $step }
islas-canarias-pic-start = inicial
islas-canarias-pic-gone = se fue
islas-canarias-pic-no-island-yet = aún sin isla
islas-canarias-pic-piles = mazo { $deck } · descarte { $discard }{ $top } · barco { $ship ->
        [one] { $ship } carta
       *[other] { $ship } cartas
    }
islas-canarias-pic-supply = Reserva
islas-canarias-pic-top = (arriba: { $card })

## The offline tools (`tucana sim`, `tucana ai`)

islas-canarias-tools-no-options = Islas Canarias no tiene opciones
islas-canarias-tools-players = Islas Canarias es de 2 a 5 jugadores, no { $players }
islas-canarias-random-move-refused = jugada aleatoria { $mv } rechazada: { $why }

## What a game's script would tell that the rules keep secret after the end

islas-canarias-kept-secret = quién puso cada carta en cada barco

## Moves typed in the reader's words
islas-canarias-typed-draw = robar, robo
islas-canarias-typed-build = construir, construyo
islas-canarias-typed-ship = embarcar, embarco
islas-canarias-typed-palace = palacio
islas-canarias-typed-town = pueblo, ciudad
islas-canarias-typed-on = sobre
islas-canarias-typed-island = isla
islas-canarias-typed-at = en
islas-canarias-typed-as = como
islas-canarias-typed-lose = perder, pierdo
islas-canarias-typed-divert = desviar, desvío
islas-canarias-typed-resign = abandonar, abandono
islas-canarias-typed-orange = naranja
islas-canarias-typed-brown = marrón
islas-canarias-typed-green = verde
islas-canarias-typed-blue = azul
islas-canarias-typed-beige = beis
islas-canarias-typed-red = rojo

## The components' names
islas-canarias-colour-orange = naranja
islas-canarias-colour-brown = marrón
islas-canarias-colour-green = verde
islas-canarias-colour-blue = azul
islas-canarias-colour-beige = beis
islas-canarias-colour-red = rojo
islas-canarias-feature-coast = costa
islas-canarias-feature-village = aldea
islas-canarias-feature-river = río
islas-canarias-feature-mountain = montaña
islas-canarias-feature-farmland = cultivos
islas-canarias-feature-road = camino

## A building's kind, beside its piece in the seat's picture

islas-canarias-pic-kind = { $kind ->
    [house] casa
    [palace] palacio
   *[town] pueblo
  }

## Takebacks (issue 46): what /undo takes back, and what it says.
islas-canarias-undone = Deshecho: tu mensaje se ha anulado; vuelve a jugar.
islas-canarias-undo-told = deshizo su último mensaje
islas-canarias-undo-refused = No hay nada que deshacer: un mensaje solo se puede deshacer antes de que actúe el siguiente, y solo si no robó ninguna carta ni hizo llegar el barco.
islas-canarias-undo-rule = **Deshacer** (`/{ slash-undo }`): tu isla o el último mensaje de tu turno, antes de que actúe el siguiente, salvo que robara una carta, hiciera llegar el barco (se revelan sus cartas) o terminara la partida; nunca una decisión durante la llegada del barco.
islas-canarias-typed-undo = deshacer, deshago
## The turn card (the turn post's picture)
islas-canarias-card-players = Jugadores: puntos y cartas en la mano
islas-canarias-card-privileges = Privilegios y quién los tiene
