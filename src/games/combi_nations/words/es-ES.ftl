# Spanish (Spain; also served to Latin America, so prefer neutral Spanish where it costs nothing) (es-ES) words of Combi-Nations; translated from en.ftl.
# Terms of our own: every name (no Spanish edition known): losetas, casillas de arena, bosque/pradera/ciudad/lago, instalaciones, países (Delta, Escudo, Interior, Península, Cabo), pila, marcador, cambio de sentido (U-turn), mercado, rival; the facilities: PARQUE DE FAUNA, CAMPO DE GOLF, FERIA, CRUCERO, AGENCIA DE VIAJES, CAMPING, REFUGIOS, TIENDAS, SENDERISMO, ATALAYA, RESERVA DE AVES…

combi-nations-rules-in-short = Cada jugador llena un país de casillas de arena con losetas de terreno. En tu turno elige la opción 1, 2 o 3 por delante de tu flecha en el mercado (una vez por partida puedes cambiar de sentido: U1–U3), toma esa loseta y colócala sobre arena junto a tu terreno. Bosques, praderas, ciudades y lagos puntúan según el tamaño de sus zonas, y tu tipo más flojo cuenta doble; las instalaciones dan 3 puntos cada una si se cumple su condición. Llenar tu país, o no tener loseta que colocar, termina la partida tras una ronda más.
combi-nations-how-to-move = En tu turno, toma una loseta del mercado y colócala en tu país con `/{ slash-move }`: la opción y las casillas, p. ej. `2 E3 E4 E5` (o un ancla y un giro, `2 E3 r0`).
combi-nations-timed-out = no jugó a tiempo, así que la partida jugó en su lugar: Delta en la preparación, o la opción 1 con su primera colocación válida

combi-nations-map-own = Tu país.
combi-nations-map-of = País de { $player }.
combi-nations-no-title = Esta vez no hay título: la escalera empieza en 60 puntos.

## Refusals of a typed move

combi-nations-choose-a-country = elige un país: { $countries } (no «{ $typed }»)
combi-nations-write-a-move = escribe una opción y dónde va la loseta, p. ej. `2 E3 E4 E5`
combi-nations-not-an-option = «{ $typed }» no es una opción: escribe 1, 2, 3 (o U1, U2, U3 para cambiar de sentido)
combi-nations-say-where = opción { $option }: di dónde va la loseta, p. ej. `{ $option } E3 E4 E5` o `{ $option } E3 r0`
combi-nations-not-an-orientation = «{ $typed }» no es una orientación: escribe de r0 a r5
combi-nations-orientation-after-anchor = «{ $typed }» debe ir tras una sola casilla de ancla, p. ej. `{ $option } E3 r0`
combi-nations-too-many-labels = { $count } casillas: una loseta tiene como mucho 3
combi-nations-does-not-fit = { $tile } girada r{ $turn } con la casilla 1 en { $cell } no cabe dentro de { $country }

## Refusals of the rules

combi-nations-no-country-yet = aún no tienes país
combi-nations-no-cell = { $country } no tiene la casilla { $cell }
combi-nations-u-turn-made = ya has hecho tu cambio de sentido
combi-nations-no-option-now = ahora no hay opción { $option }
combi-nations-wrong-cell-count = { $tile } tiene { $cells } { $cells ->
        [one] casilla
       *[other] casillas
    }: indica { $cells } { $cells ->
        [one] casilla
       *[other] casillas
    } (o un ancla y r0–r5)
combi-nations-wrong-shape = { $cells } no tiene la forma de { $tile } ({ $shape ->
        [single] simple
        [pair] pareja
        [line] línea
        [bend] curva
       *[triangle] triángulo
    }) en ese orden de casillas
combi-nations-not-sand = { $cell } no es arena
combi-nations-touches-nothing = { $cells } no toca ningún terreno ni instalación de tu país
combi-nations-no-seat = no hay ningún puesto { $seat }
combi-nations-game-over = la partida ha terminado
combi-nations-countries-chosen = los países ya están elegidos: en tu turno, toma una loseta con una opción y sus casillas, p. ej. `2 E3 E4 E5`
combi-nations-country-chosen-already = ya has elegido tu país
combi-nations-you-left = has abandonado esta partida
combi-nations-not-begun = la partida no ha empezado: primero cada jugador elige un país
combi-nations-not-your-turn = no es tu turno
combi-nations-left-already = ya has abandonado esta partida
combi-nations-not-a-move = no es una jugada de Combi-Nations: { $logged }

## What the game tells the table and a player of their move, and its standings
combi-nations-signed = { $sign ->
        [minus] −{ $n }
       *[plus] +{ $n }
    }
combi-nations-chose = eligió { $country }.
combi-nations-starting-player = es el jugador inicial: empieza la primera ronda.
combi-nations-took = tomó la opción { $option }{ $auto ->
        [yes] {" "}(jugada en su lugar: abandonó la partida)
       *[no] {""}
    }: { $tile } de la posición { $position }, colocada en { $cells }{ $gained }. El marcador pasa a la pila { $stack }; { $refill }.
combi-nations-gained = {" "}({ $gain } ahora, { $total } en total)
combi-nations-nothing = {""}
combi-nations-refilled = la posición { $position } se repone con { $tile }
combi-nations-stays-empty = la posición { $position } queda vacía (las pilas están vacías)
combi-nations-cannot-place-solo = no puede colocar ninguna loseta del mercado: la partida termina.
combi-nations-cannot-place-triggers = no puede colocar ninguna loseta del mercado y pasa. Eso activa el final: se termina esta ronda y luego se juega una ronda extra.
combi-nations-cannot-place = no puede colocar ninguna loseta del mercado y pasa.
combi-nations-filled-solo = cubrió su última casilla de arena: la partida termina.
combi-nations-filled-triggers = cubrió su última casilla de arena. Eso activa el final: se termina esta ronda y luego se juega una ronda extra.
combi-nations-extra-round = cada uno juega un turno extra, en orden de turno (su turno en la ronda que activó el final acabó con una colocación); luego la partida termina.
combi-nations-opponent-moves = El rival avanza { $steps } { $steps ->
        [one] loseta
       *[other] losetas
    } hasta la posición { $position } y retira { $tile } de la partida. El marcador pasa a la pila { $stack }; { $refill }.
combi-nations-placed = Colocada en { $cells }: { $gain } ahora, { $total } en total.
combi-nations-you-chose = Has elegido { $country }; los países se muestran cuando todos hayan elegido.
combi-nations-choosing-country = eligiendo país
combi-nations-so-far = { $total } hasta ahora · { $breakdown }
combi-nations-breakdown-land = { $land ->
        [forest] bosque
        [grass] pradera
        [city] ciudad
       *[lake] lago
    } { $points }{ $doubled ->
        [yes] {" "}(×2)
       *[no] {""}
    }
combi-nations-breakdown = { $lands } · instalaciones { $facilities }{ $sand ->
        [0] {""}
       *[other] {" "}· arena −{ $sand }
    }
combi-nations-title = { $step ->
        [110] Combi-Nation del año
        [100] Una nación envidiable
        [90] Capital de la región
        [80] Los turistas no dejan de venir
        [70] Un pueblo que merece el desvío
       *[60] Has convertido la arena en tierra fértil
    }
## The options: menus, refusals, and the options in a few words

combi-nations-menu-facilities = Las cartas de instalación
combi-nations-menu-full = completas
combi-nations-menu-simple = sencillas
combi-nations-menu-country = El país de todos
combi-nations-menu-choose = elegido en la preparación
combi-nations-for-everyone = { $country } para todos
combi-nations-option-facilities = facilities es full o simple, no { $value }
combi-nations-option-no-country = no existe el país { $value }: { $countries }, o choose
combi-nations-option-unknown = Combi-Nations no tiene la opción { $key } (facilities, country)
combi-nations-described-chosen = países elegidos en la preparación
combi-nations-described-simple = { $country } · instalaciones sencillas
combi-nations-set-up-players = Combi-Nations es de 1 a 5 jugadores, no { $players }

## A seat's status, the headline, the notes of legal moves and hints

combi-nations-status-left = abandonó la partida
combi-nations-status-chosen = ha elegido país
combi-nations-status-to-choose = por elegir país
combi-nations-status-to-move = por jugar
combi-nations-status-sand = { $n ->
        [one] queda { $n } casilla de arena
       *[other] quedan { $n } casillas de arena
    }
combi-nations-told-left = abandonó la partida
combi-nations-country-n = país { $n }
combi-nations-placement-note = { $gain } · { $tile } de la posición { $position } · { $total } en total
combi-nations-hint-gains = { $gain } ahora · { $tile }
combi-nations-headline-choosing = preparación: cada jugador elige un país: { $countries }
combi-nations-stack-left = { $stack } { $n }
combi-nations-headline = marcador en la pila { $stack } · losetas restantes: { $left }
combi-nations-headline-extra = la ronda extra · { $headline }
combi-nations-set-up-refused = { $why }
## The names of things (nested in messages)

combi-nations-land-forest = bosque
combi-nations-land-grass = pradera
combi-nations-land-city = ciudad
combi-nations-land-lake = lago
combi-nations-country-delta = Delta
combi-nations-country-shield = Escudo
combi-nations-country-heartland = Interior
combi-nations-country-peninsula = Península
combi-nations-country-cape = Cabo
combi-nations-facility-wp = PARQUE DE FAUNA
combi-nations-facility-gc = CAMPO DE GOLF
combi-nations-facility-fp = FERIA
combi-nations-facility-tb = CRUCERO
combi-nations-facility-re = RESTAURANTE
combi-nations-facility-to = AGENCIA DE VIAJES
combi-nations-facility-cs = CAMPING
combi-nations-facility-hc = REFUGIOS
combi-nations-facility-fa = GRANJA
combi-nations-facility-ma = TIENDAS
combi-nations-facility-ha = PUERTO
combi-nations-facility-ht = SENDERISMO
combi-nations-facility-mk = MERCADO
combi-nations-facility-me = METRO
combi-nations-facility-ds = ESCUELA DE BUCEO
combi-nations-facility-wt = ATALAYA
combi-nations-facility-vp = MIRADOR
combi-nations-facility-ba = BANCO
combi-nations-facility-zo = ZOO
combi-nations-facility-ho = HOTEL
combi-nations-facility-ap = AEROPUERTO
combi-nations-facility-cu = ADUANA
combi-nations-facility-rt = CIRCUITO
combi-nations-facility-bc = RESERVA DE AVES

## The pictures' words (a country, the market, the standings)

combi-nations-picture-land = { $land ->
        [forest] Bosque
        [grass] Pradera
        [city] Ciudad
       *[lake] Lago
    }
combi-nations-picture-vp = { $points } PV
combi-nations-picture-vp-unit = PV
combi-nations-picture-ordinal = { $kind ->
        [one] { $n }.º
        [two] { $n }.º
        [few] { $n }.º
       *[other] { $n }.º
    }
combi-nations-picture-place = { $place } puesto
combi-nations-picture-facilities = instalaciones { $points }
combi-nations-picture-penalty = arena vacía −{ $penalty }
combi-nations-picture-no-penalty = arena vacía { $empty } (sin penalización)
combi-nations-picture-owner = { $owner } — { $country }
combi-nations-picture-placed = { $n } { $n ->
        [one] loseta colocada
       *[other] losetas colocadas
    } · { $sand ->
        [one] queda { $sand } casilla de arena
       *[other] quedan { $sand } casillas de arena
    }
combi-nations-picture-placed-last = { $placed } · última: { $tile } en { $cells }
combi-nations-picture-fits = { $n ->
        [0] { $tile } no cabe en ningún sitio de este país
        [one] Dónde cabe { $tile }: 1 colocación
       *[other] Dónde cabe { $tile }: { $n } colocaciones
    }
combi-nations-picture-legend-sand = arena
combi-nations-picture-legend-last = última loseta
combi-nations-picture-legend-fits = la loseta cabe aquí
combi-nations-picture-opponent = Rival
combi-nations-picture-empty = vacía
combi-nations-picture-market = Mercado
combi-nations-picture-market-sub = { $m } posiciones, numeradas en sentido horario desde arriba · dentro: las pilas, sus losetas restantes y el marcador
combi-nations-picture-choosing = Se están eligiendo los países
combi-nations-picture-over = Partida terminada
combi-nations-picture-to-move = Juega { $who } · { $extra ->
        [yes] ronda extra
       *[no] ronda { $round }
    }
combi-nations-picture-round = Ronda { $round }
combi-nations-picture-arrows = Flechas (orden de turno)
combi-nations-picture-arrow = posición { $position } · { $turned ->
        [yes] antihorario · sentido cambiado
       *[no] horario · sentido aún sin cambiar
    }
combi-nations-picture-to-move-tag = juega
combi-nations-picture-marker = MARCADOR
combi-nations-picture-final-standings = Clasificación final
combi-nations-picture-standings = Clasificación
combi-nations-picture-standings-in = Clasificación en la ronda { $round }
combi-nations-picture-standings-sub = { $n } { $n ->
        [one] jugador
       *[other] jugadores
    }{ $solo ->
        [yes] {" "}· partida en solitario contra el rival automático
       *[no] {""}
    } · { $phase ->
        [over] la partida ha terminado
        [choosing] se están eligiendo los países
       *[playing] provisional: la arena vacía aún resta
    }
combi-nations-picture-head-player = Jugador · país
combi-nations-picture-head-facilities = Instalaciones
combi-nations-picture-head-sand = Arena
combi-nations-picture-head-total = Total
combi-nations-picture-head-country = País
combi-nations-picture-choosing-country = eligiendo país
combi-nations-picture-country-tiles = { $country } · { $tiles } { $tiles ->
        [one] loseta
       *[other] losetas
    }
combi-nations-picture-lowest = ×2 el menor
combi-nations-picture-largest = mayor { $size }
combi-nations-picture-no-area = ninguna
combi-nations-picture-facility-count = { $n } { $n ->
        [one] instalación
       *[other] instalaciones
    }
combi-nations-picture-standings-foot = La puntuación de terreno más baja cuenta doble (sombreada). Empates: la puntuación de terreno más baja mayor y, luego, menos arena vacía.

## Moves typed in the reader's words
combi-nations-typed-delta = delta
combi-nations-typed-shield = escudo
combi-nations-typed-heartland = interior
combi-nations-typed-peninsula = península
combi-nations-typed-cape = cabo
## Pictures in every language (issue 44): a standing's empty sand cells.
combi-nations-picture-empty-cells = { $n ->
        [one] { $n } vacía
       *[other] { $n } vacías
    }

## Takebacks (issue 46): what /undo takes back, and what it says.
combi-nations-undone = Deshecho: tu jugada se ha anulado; vuelve a jugar.
combi-nations-undo-told = deshizo su jugada
combi-nations-undo-refused = No hay nada que deshacer: un país se puede deshacer hasta que todos hayan elegido, y una colocación solo antes de que juegue el siguiente y mientras las pilas estén vacías (una loseta robada al mercado ya la han visto todos).
combi-nations-undo-rule = **Deshacer** (`/{ slash-undo }`): tu país, hasta que todos hayan elegido; una colocación, antes de que juegue el siguiente, solo cuando todas las pilas estén vacías (una loseta robada al mercado no se puede dejar de ver). Nunca tras el final de la partida.
combi-nations-typed-undo = deshacer, deshago
## The turn card (the turn post's picture)
combi-nations-card-market = Mercado: { $m } posiciones en sentido horario desde arriba (flechas como puntos)
combi-nations-card-stacks = Pilas: losetas restantes (el marcador en dorado)
