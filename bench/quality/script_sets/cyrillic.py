"""Novorechinsk (Новоречинск), district Заречье: a fictitious Russian town, every object written
by hand for this project (CC0). Streets in the forms Russian OpenStreetMap uses (`улица Ленина`,
`Советская улица`, `проспект Мира`, …), names as Russian mappers write them (quoted «…» names,
legal forms in some, chains with `brand`), addresses in the `addr:*` tags Russian data carries.

POIS rows: `key=value | name | street number | extra…`, extra being `key=value` tags or flags:
`way` (drawn as a building), `shared` (another object has the same address on purpose). A street
and number written `@street number` places the object there without address tags."""

NAME = "cyrillic"
PREFIX = "c"
CITY = "Новоречинск"
CITY_LATIN = "Novorechinsk"
COUNTRY = "RU"
CENTRE = (56.4700, 41.2300)
SEED = 24_01
TIMESTAMP = "2026-11-{day:02d}T09:{minute:02d}:00Z"

PLACES = [
    ("place=town", "Новоречинск", (0, 0), {"name:en": "Novorechinsk", "name:ru": "Новоречинск", "population": "48200"}),
    ("place=suburb", "Заречье", (300, 600), {"name:en": "Zarechye"}),
]

# name, start (x, y metres from the centre), bearing (degrees from east, anticlockwise), length,
# highest house number, highway, extra tags
STREETS = [
    ("проспект Мира", (-1000, 0), 0, 2000, 80, "primary", {"name:en": "Prospekt Mira"}),
    ("улица Ленина", (-1000, 350), 0, 2000, 70, "secondary", {}),
    ("Советская улица", (-1000, -350), 0, 2000, 70, "secondary", {}),
    ("Садовая улица", (-800, -700), 0, 1600, 50, "residential", {}),
    ("улица Гагарина", (-700, -950), 90, 1900, 60, "tertiary", {}),
    ("Пушкинская улица", (-100, -950), 90, 1900, 60, "tertiary", {}),
    ("улица Карла Маркса", (500, -950), 90, 1900, 60, "tertiary", {}),
    ("Первомайская улица", (-400, -950), 90, 800, 30, "residential", {}),
    ("переулок Островского", (200, 100), 90, 220, 12, "residential", {}),
    ("Школьный переулок", (100, -550), 0, 300, 14, "residential", {}),
    ("бульвар Химиков", (-1000, 700), 0, 1200, 40, "residential", {}),
    ("Комсомольский бульвар", (200, 700), 0, 800, 30, "residential", {}),
    ("набережная Космонавтов", (-1000, 1050), 5, 2000, 50, "secondary", {}),
    ("площадь Революции", (-150, 120), 0, 200, 8, "pedestrian", {}),
    ("Московское шоссе", (1000, -950), 45, 1200, 40, "trunk", {}),
    ("проезд Строителей", (700, 450), 0, 350, 14, "service", {}),
    ("улица 8 Марта", (850, -950), 90, 700, 24, "residential", {}),
    ("Вокзальная улица", (800, 100), 90, 400, 16, "residential", {}),
]

# Postcodes by the post office's area: quadrant of the centre.
POSTCODES = {"NW": "601901", "NE": "601902", "SW": "601903", "SE": "601904"}

POIS = """
amenity=bank | Сбербанк | проспект Мира 3 | brand=Сбербанк | opening_hours=Mo-Fr 09:00-19:00; Sa 10:00-16:00
shop=supermarket | Пятёрочка | проспект Мира 5 | brand=Пятёрочка | opening_hours=Mo-Su 08:00-22:00
amenity=cafe | Шоколадница | проспект Мира 8 | brand=Шоколадница | cuisine=coffee_shop
amenity=pharmacy | Ригла | проспект Мира 11 | brand=Ригла | healthcare=pharmacy
shop=mobile_phone | МТС | проспект Мира 12 | brand=МТС | name:en=MTS
shop=mobile_phone | Билайн | проспект Мира 14 | brand=Билайн | name:en=Beeline
shop=mobile_phone | МегаФон | проспект Мира 15 | brand=МегаФон | name:en=MegaFon
amenity=restaurant | Ресторан «Волга» | проспект Мира 17 | cuisine=russian | opening_hours=Mo-Su 12:00-24:00
tourism=hotel | Гостиница «Центральная» | проспект Мира 19 | name:en=Hotel Tsentralnaya | stars=3 | way
shop=books | Читай-город | проспект Мира 22 | brand=Читай-город | name:en=Chitai-gorod
amenity=bank | ВТБ | проспект Мира 24 | brand=ВТБ | name:en=VTB
amenity=bank | Альфа-Банк | проспект Мира 27 | brand=Альфа-Банк | name:en=Alfa-Bank
shop=mall | ТЦ «Европа» | проспект Мира 30 | name:en=Evropa Shopping Centre | way | shared
shop=clothes | Глория Джинс | проспект Мира 30 | brand=Глория Джинс | name:en=Gloria Jeans | shared
shop=clothes | Zolla | проспект Мира 30 | name:ru=Золла | brand=Zolla | shared
shop=shoes | Zenden | проспект Мира 30 | name:ru=Зенден | brand=Zenden | shared
shop=cosmetics | Золотое яблоко | проспект Мира 30 | name:en=Golden Apple | shared
amenity=fast_food | Вкусно — и точка | проспект Мира 30 | brand=Вкусно — и точка | shared
shop=electronics | М.Видео | проспект Мира 33 | brand=М.Видео | name:en=M.Video
amenity=fast_food | Теремок | проспект Мира 35 | brand=Теремок | name:en=Teremok
amenity=cafe | Кофе Хауз | проспект Мира 37 | brand=Кофе Хауз | name:en=Coffee House
shop=jewelry | Sunlight | проспект Мира 38 | name:ru=Санлайт | brand=Sunlight
amenity=cinema | Кинотеатр «Октябрь» | проспект Мира 41 | name:en=October Cinema | way
amenity=restaurant | Пиццерия «Папа Карло» | проспект Мира 44 | cuisine=pizza
shop=optician | Оптика «Взгляд» | проспект Мира 46
shop=alcohol | Красное&Белое | проспект Мира 49 | brand=Красное&Белое | opening_hours=Mo-Su 09:00-23:00
amenity=pharmacy | Аптека «Планета здоровья» | проспект Мира 52 | brand=Планета Здоровья
amenity=bar | Паб «Дублин» | проспект Мира 55 | name:en=Dublin Pub
shop=hairdresser | Парикмахерская «Локон» | проспект Мира 57
amenity=dentist | Стоматология «Улыбка» | проспект Мира 60
shop=supermarket | Перекрёсток | проспект Мира 63 | brand=Перекрёсток
shop=florist | Цветы | проспект Мира 65
amenity=restaurant | Чайхона № 1 | проспект Мира 68 | brand=Чайхона №1 | cuisine=uzbek
shop=sports | Спортмастер | проспект Мира 70 | brand=Спортмастер | name:en=Sportmaster
office=company | ООО «ТехноСервис» | проспект Мира 72
amenity=fuel | Лукойл | проспект Мира 75 | brand=Лукойл | name:en=Lukoil | opening_hours=24/7
shop=car_repair | Автосервис «Мотор» | проспект Мира 78
amenity=townhall | Администрация города Новоречинска | улица Ленина 1 | name:en=Novorechinsk City Administration | way
tourism=museum | Новоречинский краеведческий музей | улица Ленина 4 | name:en=Novorechinsk Museum of Local Lore | opening_hours=We-Su 10:00-18:00 | way
amenity=theatre | Драматический театр имени А. Н. Островского | улица Ленина 6 | short_name=Драмтеатр | name:en=Ostrovsky Drama Theatre | way
amenity=cafe | Кафе «Встреча» | улица Ленина 9
shop=bakery | Пекарня «Хлебный дом» | улица Ленина 11
amenity=pharmacy | Аптека «Здоровье» | улица Ленина 13
amenity=cafe | Шоколадница | улица Ленина 16 | brand=Шоколадница | cuisine=coffee_shop
shop=supermarket | Магнит | улица Ленина 18 | brand=Магнит
amenity=restaurant | Трактир «Старая мельница» | улица Ленина 21
shop=books | Дом книги | улица Ленина 23
amenity=bank | Газпромбанк | улица Ленина 25 | brand=Газпромбанк | name:en=Gazprombank
amenity=post_office | Почта России | улица Ленина 27 | brand=Почта России | operator=Почта России
shop=gift | Сувениры «Матрёшка» | улица Ленина 29
amenity=cafe | Кофейня «Зёрна» | улица Ленина 31
shop=clothes | Бутик «Элегант» | улица Ленина 33
shop=jewelry | Ювелирный салон «Алмаз» | улица Ленина 35
amenity=restaurant | Ресторан «Онегин» | улица Ленина 38
shop=optician | Очкарик | улица Ленина 40 | brand=Очкарик
amenity=pharmacy | Горздрав | улица Ленина 42 | brand=Горздрав
shop=cosmetics | Л'Этуаль | улица Ленина 44 | brand=Л'Этуаль | name:en=L'Etoile
amenity=fast_food | Крошка Картошка | улица Ленина 46 | brand=Крошка Картошка
tourism=hotel | Отель «Купеческий двор» | улица Ленина 49 | way
amenity=restaurant | Ресторан «Купец» | улица Ленина 52
shop=shoes | Обувной магазин «Шаг» | улица Ленина 55
shop=confectionery | Кондитерская «Сладкоежка» | улица Ленина 57
amenity=bank | Почта Банк | улица Ленина 60 | brand=Почта Банк
shop=electronics | DNS | улица Ленина 62 | name:ru=ДНС | brand=DNS
amenity=restaurant | Додо Пицца | улица Ленина 64 | brand=Додо Пицца | name:en=Dodo Pizza | cuisine=pizza
amenity=pub | Пивной бар «Жигули» | улица Ленина 66
amenity=marketplace | Центральный рынок | Советская улица 2 | name:en=Central Market | way
shop=butcher | Мясная лавка «Фермер» | Советская улица 5
shop=convenience | Продукты | Советская улица 7
amenity=cafe | Столовая «Домашняя кухня» | Советская улица 9
shop=supermarket | Пятёрочка | Советская улица 12 | brand=Пятёрочка
amenity=pharmacy | Аптека № 12 | Советская улица 14
shop=hardware | Хозтовары | Советская улица 15
shop=florist | Цветочный салон «Флора» | Советская улица 17
amenity=restaurant | Харчевня «Три пескаря» | Советская улица 19
shop=beauty | Салон красоты «Афродита» | Советская улица 21
shop=pet | Четыре лапы | Советская улица 24 | brand=Четыре лапы
shop=toys | Детский мир | Советская улица 26 | brand=Детский мир | name:en=Detsky Mir
amenity=bank | Россельхозбанк | Советская улица 28 | brand=Россельхозбанк
amenity=clinic | Городская поликлиника № 2 | Советская улица 31 | name:en=City Polyclinic No. 2 | way
amenity=cafe | Кафе «Ласточка» | Советская улица 34
shop=alcohol | Бристоль | Советская улица 36 | brand=Бристоль
shop=clothes | O'stin | Советская улица 38 | name:ru=Остин | brand=O'stin
amenity=fast_food | Шаурма «Восток» | Советская улица 40
shop=convenience | Магазин «Берёзка» | Советская улица 43
amenity=bank | Совкомбанк | Советская улица 45 | brand=Совкомбанк
shop=beauty | Ногтевая студия «Маникюрофф» | Советская улица 47
amenity=restaurant | Ресторан «Тбилиси» | Советская улица 50 | cuisine=georgian
shop=mobile_phone | Связной | Советская улица 52 | brand=Связной
amenity=pharmacy | Аптека «Невис» | Советская улица 55
shop=supermarket | ВкусВилл | Советская улица 58 | brand=ВкусВилл | name:en=VkusVill
amenity=bar | Рюмочная на Садовой | Садовая улица 3
shop=convenience | Минимаркет «Колос» | Садовая улица 6
amenity=kindergarten | Детский сад № 7 «Колокольчик» | Садовая улица 9 | way
amenity=school | Школа № 5 | Садовая улица 12 | official_name=Средняя общеобразовательная школа № 5 | way
shop=bakery | Булочная № 5 | Садовая улица 15
amenity=cafe | Пышечная | Садовая улица 18
amenity=veterinary | Ветеринарная клиника «Айболит» | Садовая улица 21
shop=convenience | Продукты | Садовая улица 24
shop=tailor | Ателье «Силуэт» | Садовая улица 27
shop=second_hand | Секонд-хенд «Эконом» | Садовая улица 30
amenity=cafe | Кафе «Уют» | Садовая улица 33
shop=furniture | Мебельный салон «Гранд» | Садовая улица 36
amenity=restaurant | Бистро «Щи да каша» | Садовая улица 39
shop=tyres | Шиномонтаж | Садовая улица 44
amenity=car_wash | Автомойка «Блеск» | Садовая улица 46
amenity=school | Гимназия № 2 | улица Гагарина 2 | way
amenity=library | Центральная городская библиотека | улица Гагарина 5 | name:en=Central City Library
leisure=fitness_centre | Фитнес-клуб «Атлант» | улица Гагарина 8
leisure=sports_centre | Бассейн «Дельфин» | улица Гагарина 11 | sport=swimming
amenity=cafe | Кафе «Старый город» | улица Гагарина 14
shop=convenience | Магазин «24 часа» | улица Гагарина 17 | opening_hours=24/7
amenity=pharmacy | Социальная аптека | улица Гагарина 20
shop=hairdresser | Барбершоп «Борода» | улица Гагарина 23
amenity=restaurant | Шашлычная «У Ашота» | улица Гагарина 26
shop=supermarket | Магнит | улица Гагарина 29 | brand=Магнит
amenity=bank | Сбербанк | улица Гагарина 32 | brand=Сбербанк
amenity=dentist | Стоматологическая клиника «Дента» | улица Гагарина 35
shop=bakery | Пекарня «Колобок» | улица Гагарина 38
amenity=fast_food | Бургерная «Жар-птица» | улица Гагарина 41
amenity=cafe | Антикафе «Циферблат» | улица Гагарина 44 | name:en=Ziferblat
shop=pet | Зоотовары «Кеша» | улица Гагарина 47
amenity=place_of_worship | Собор Александра Невского | Пушкинская улица 1 | religion=christian | denomination=russian_orthodox | name:en=Alexander Nevsky Cathedral | way
tourism=museum | Музей истории города | Пушкинская улица 4 | name:en=City History Museum
tourism=museum | Дом-музей А. П. Чехова | Пушкинская улица 7 | name:en=Chekhov House Museum
tourism=gallery | Новоречинская картинная галерея | Пушкинская улица 10 | name:en=Novorechinsk Art Gallery
amenity=cafe | Кофемания | Пушкинская улица 13 | brand=Кофемания | name:en=Coffeemania
amenity=restaurant | Гастробар «Печка» | Пушкинская улица 16
shop=books | Книжный магазин «Букинист» | Пушкинская улица 19
amenity=cafe | Кофейня «Чёрный кот» | Пушкинская улица 22
amenity=arts_centre | Дом культуры «Юбилейный» | Пушкинская улица 25 | way
amenity=restaurant | Ресторан «Жемчужина» | Пушкинская улица 28
amenity=bar | Бар «Хмель и солод» | Пушкинская улица 31
tourism=hotel | Гостиница «Россия» | Пушкинская улица 34 | name:en=Hotel Rossiya | way
shop=florist | Букет «Лаванда» | Пушкинская улица 37
office=notary | Нотариус Петрова О. И. | Пушкинская улица 40
office=lawyer | Юридическая консультация № 1 | Пушкинская улица 43
shop=convenience | Продуктовый магазин «Надежда» | Пушкинская улица 46
amenity=pharmacy | Аптека «Фармакопейка» | Пушкинская улица 49 | brand=Фармакопейка
amenity=cafe | Кафе-пекарня «Хлебница» | Пушкинская улица 52
amenity=hospital | Центральная районная больница | улица Карла Маркса 3 | name:en=Central District Hospital | way
amenity=clinic | Медицинский центр «Мать и дитя» | улица Карла Маркса 6
amenity=police | Отдел полиции № 1 | улица Карла Маркса 9
amenity=fire_station | Пожарная часть № 3 | улица Карла Маркса 12
office=government | МФЦ «Мои документы» | улица Карла Маркса 15
office=government | Инспекция ФНС по городу Новоречинску | улица Карла Маркса 18
amenity=restaurant | Ресторан «Русская изба» | улица Карла Маркса 21
amenity=restaurant | Суши-бар «Сакура» | улица Карла Маркса 24 | cuisine=sushi
shop=convenience | Магазин «Светлана» | улица Карла Маркса 27
amenity=fast_food | Чебуречная «Дружба» | улица Карла Маркса 30
amenity=fast_food | Блинная «Масленица» | улица Карла Маркса 33
shop=perfumery | Парфюмерия «Ирис» | улица Карла Маркса 36
shop=jewelry | Ювелирная мастерская «Изумруд» | улица Карла Маркса 39
amenity=restaurant | Ресторан «Шафран» | улица Карла Маркса 42
amenity=pharmacy | Аптечный пункт «Вита» | улица Карла Маркса 45
amenity=cafe | Кафе «Южное» | улица Карла Маркса 48
amenity=bank | ВТБ | улица Карла Маркса 51 | brand=ВТБ | name:en=VTB
amenity=kindergarten | Детский сад № 12 «Солнышко» | Первомайская улица 3
amenity=school | Лицей № 1 | Первомайская улица 6 | way
shop=convenience | Продукты | Первомайская улица 9
shop=hardware | ИП Кузнецов | Первомайская улица 12
shop=clothes | ИП Смирнова | Первомайская улица 15
amenity=cafe | Кафе «Сказка» | переулок Островского 2
office=company | ООО «Ромашка» | переулок Островского 5
shop=beauty | СПА-салон «Лотос» | переулок Островского 7
amenity=restaurant | Пельменная «Сибирская» | Школьный переулок 3
shop=stationery | Канцтовары «Школьник» | Школьный переулок 6
amenity=driving_school | Автошкола «Форсаж» | Школьный переулок 9
leisure=park | Парк Победы | @бульвар Химиков 20 | name:en=Victory Park | way
amenity=restaurant | Ресторан «Хуторок» | бульвар Химиков 5
shop=supermarket | Дикси | бульвар Химиков 8 | brand=Дикси
shop=bicycle | Велосипеды «Вело-Спорт» | бульвар Химиков 11
office=company | АО «Новоречинский хлебозавод» | бульвар Химиков 14 | way
office=company | ЗАО «СтройИнвест» | бульвар Химиков 17
shop=doityourself | Всё для дома | бульвар Химиков 19
leisure=stadium | Стадион «Труд» | @бульвар Химиков 32 | way
amenity=cafe | Кафе-ресторан «Эрмитаж» | Комсомольский бульвар 2
amenity=pub | Пивная «Бочка» | Комсомольский бульвар 5
shop=hardware | Хозяйственный магазин «Гвоздь» | Комсомольский бульвар 8
shop=beauty | Салон красоты «Чародейка» | Комсомольский бульвар 11
amenity=cafe | Пирожковая | Комсомольский бульвар 14
amenity=bank | Сбербанк | Комсомольский бульвар 17 | brand=Сбербанк
shop=supermarket | Пятёрочка | Комсомольский бульвар 20 | brand=Пятёрочка
amenity=restaurant | Ресторан «Причал» | набережная Космонавтов 4
amenity=bar | Бар «Небо» | набережная Космонавтов 8
tourism=hotel | Мини-отель «Уездный» | набережная Космонавтов 12
tourism=hostel | Хостел «Пристань» | набережная Космонавтов 16
amenity=cafe | Летнее кафе «Чайка» | набережная Космонавтов 20 | opening_hours=May-Sep Mo-Su 11:00-23:00
leisure=park | Городской сад | @набережная Космонавтов 25 | name:en=City Garden | way
office=company | ОАО «Речное пароходство» | набережная Космонавтов 30 | way
amenity=place_of_worship | Церковь Святой Троицы | площадь Революции 1 | religion=christian | denomination=russian_orthodox | name:en=Holy Trinity Church | way
amenity=cafe | Кафе «Ёлочка» | площадь Революции 3
shop=gift | Сувенирная лавка «Гжель» | площадь Революции 5
amenity=bank | Банк «Открытие» | площадь Революции 6 | brand=Открытие
amenity=fuel | Роснефть | Московское шоссе 12 | brand=Роснефть | name:en=Rosneft
shop=supermarket | Лента | Московское шоссе 15 | brand=Лента | name:en=Lenta | way
amenity=fuel | Газпромнефть | Московское шоссе 21 | brand=Газпромнефть | name:en=Gazpromneft
shop=car | Автоцентр «Север» | Московское шоссе 24
shop=doityourself | Строительный рынок «Кирпичик» | Московское шоссе 30 | way
office=company | ПАО «Новоречинскэнерго» | проезд Строителей 4 | way
shop=trade | Стройматериалы | проезд Строителей 7
amenity=post_office | Почта России | проезд Строителей 10 | brand=Почта России | operator=Почта России
shop=florist | Цветы | улица 8 Марта 4
amenity=cafe | Кофейня «Бариста» | улица 8 Марта 7
amenity=pharmacy | Аптека 36,6 | улица 8 Марта 10 | brand=36,6
railway=station | Новоречинск-Пассажирский | @Вокзальная улица 1 | public_transport=station | name:en=Novorechinsk-Passazhirsky
amenity=bus_station | Автовокзал | Вокзальная улица 3 | name:en=Bus Station
amenity=cafe | Кафе «Перрон» | Вокзальная улица 6
tourism=hotel | Гостиница «Заречье» | Вокзальная улица 9 | name:en=Hotel Zarechye
amenity=fast_food | Донер Кебаб | Вокзальная улица 12
"""

# Buildings with an address and nothing named in them (flats, a garage block).
ADDRESS_ONLY = """
building=apartments | улица Ленина 2
building=apartments | улица Ленина 10А
building=apartments | проспект Мира 1
building=apartments | Советская улица 1
building=apartments | Садовая улица 48 к1
building=apartments | улица Гагарина 53/2
building=apartments | Пушкинская улица 55
building=apartments | улица Карла Маркса 54
building=house | бульвар Химиков 25
building=apartments | Комсомольский бульвар 23
building=apartments | набережная Космонавтов 40
building=garages | улица 8 Марта 15
building=house | Школьный переулок 12
"""

# How streets are written in letters, registries (ФИАС style) and on signs.
STREET_TYPES = {
    "улица": ["ул.", "ул"],
    "проспект": ["пр-т", "просп.", "пр-кт"],
    "переулок": ["пер.", "пер"],
    "бульвар": ["б-р", "бул."],
    "набережная": ["наб.", "наб"],
    "площадь": ["пл.", "пл"],
    "шоссе": ["ш.", "ш"],
    "проезд": ["пр-д", "проезд"],
}

# Names that are themselves what the place is: no type word is put before them.
GENERIC_NAMES = {"Цветы", "Продукты", "Пышечная", "Пирожковая", "Хозтовары", "Шиномонтаж", "Автовокзал",
                 "Стройматериалы"}
LEGAL_SHORT = ["ООО", "АО", "ЗАО", "ОАО", "ПАО", "ИП"]
LEGAL_LONG = {
    "ООО": "Общество с ограниченной ответственностью",
    "АО": "Акционерное общество",
    "ЗАО": "Закрытое акционерное общество",
    "ОАО": "Открытое акционерное общество",
    "ПАО": "Публичное акционерное общество",
}
# The legal names chains' branches carry in contracts and registries.
CHAIN_LEGAL = {
    "Сбербанк": ["ПАО Сбербанк", "ПАО «Сбербанк России»"],
    "ВТБ": ["Банк ВТБ (ПАО)", "ПАО ВТБ"],
    "Альфа-Банк": ["АО «Альфа-Банк»", "АО \"Альфа-Банк\""],
    "Газпромбанк": ["Банк ГПБ (АО)", "АО «Газпромбанк»"],
    "Совкомбанк": ["ПАО «Совкомбанк»"],
    "Россельхозбанк": ["АО «Россельхозбанк»"],
    "Почта Банк": ["АО «Почта Банк»"],
}
# Words that say what a place is, written before its quoted name or dropped.
TYPE_WORDS = {
    "amenity=cafe": ["Кафе", "Кофейня"],
    "amenity=restaurant": ["Ресторан"],
    "amenity=pharmacy": ["Аптека"],
    "shop=bakery": ["Пекарня"],
    "tourism=hotel": ["Гостиница", "Отель"],
    "shop=florist": ["Цветы", "Салон цветов"],
    "shop=supermarket": ["Супермаркет", "Магазин"],
    "amenity=bar": ["Бар"],
    "amenity=pub": ["Паб", "Бар"],
}

# Invented businesses: kinds and names composed from these, checked against every name of the
# extract.
KINDS = ["Кафе", "Ресторан", "Пекарня", "Аптека", "Салон красоты", "Магазин", "Студия", "Цветы", "Бар",
         "Кофейня", "Ателье", "Автосервис", "Ювелирный салон", "Мастерская", "Гостиница"]
FIRST = ["Золотой", "Серебряный", "Синий", "Зелёный", "Старый", "Весёлый", "Северный", "Тихий", "Белый",
         "Красный", "Янтарный", "Лесной", "Морской", "Дикий"]
SECOND = ["фазан", "якорь", "маяк", "ключ", "лис", "берег", "фонарь", "парус", "клён", "медведь", "дуб",
          "журавль", "рассвет", "самовар"]
# Chains of the extract at addresses in other cities, on streets this extract does not have.
ELSEWHERE = [
    ("Пятёрочка", "Профсоюзная улица, 56", "Москва"),
    ("Сбербанк", "Невский проспект, 38", "Санкт-Петербург"),
    ("Шоколадница", "улица Баумана, 7", "Казань"),
    ("Магнит", "Красная улица, 176", "Краснодар"),
    ("Теремок", "Лиговский проспект, 30", "Санкт-Петербург"),
    ("Кофе Хауз", "Пятницкая улица, 3", "Москва"),
    ("Додо Пицца", "Большая Покровская улица, 15", "Нижний Новгород"),
    ("ВкусВилл", "улица Малышева, 51", "Екатеринбург"),
]
# The same chains on street names this extract also has, in another city: only the city tells.
ELSEWHERE_SAME_STREET = [
    ("Пятёрочка", "улица Ленина, 45", "Ярославль"),
    ("Сбербанк", "проспект Мира, 101", "Москва"),
    ("Магнит", "Советская улица, 12", "Тамбов"),
    ("ВТБ", "улица Карла Маркса, 8", "Иркутск"),
]
# Real places of other Russian cities, outside the extract.
OUTSIDE = [
    ("ГУМ", "Красная площадь, 3", "Москва"),
    ("Государственный Эрмитаж", "Дворцовая площадь, 2", "Санкт-Петербург"),
    ("Большой театр", "Театральная площадь, 1", "Москва"),
    ("Третьяковская галерея", "Лаврушинский переулок, 10", "Москва"),
    ("Мариинский театр", "Театральная площадь, 1", "Санкт-Петербург"),
    ("Казанский кремль", None, "Казань"),
    ("Кафе «Пушкинъ»", "Тверской бульвар, 26А", "Москва"),
    ("Елисеевский магазин", "Тверская улица, 14", "Москва"),
]
