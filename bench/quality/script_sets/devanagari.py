"""Chandanpur (चंदनपुर): a fictitious town of a Hindi-speaking state (Rajasthan-like), every
object written by hand for this project (CC0). Names in Devanagari as Indian mappers and signs
write them (Hindi words, and English words written in Devanagari: `मेडिकल स्टोर`), `name:hi` on
some and `name:en` where Indian data has one; roads named in English with `name:hi`
(`Station Road`, `Mahatma Gandhi Marg`) or in Devanagari (`चांदनी चौक`, `सदर बाज़ार`);
addresses in Indian `addr:*` tags (`addr:district`, `addr:state`, six-digit PIN codes).

POIS rows: `key=value | name | street number | extra…`, extra being tags or flags: `way`,
`shared`, `latin=` (the romanisation people type, hand-written), `alt=` (a second one people
type), `hi` (the name is Hindi words: its Hunterian and IAST forms are made too, by the rules of
romanise.py unless `hunterian=`/`iast=` give them where Hindi's dropped vowels follow the word's
parts), `nohi` (no `name:hi` copy). `@street number` places the object there without address tags."""

NAME = "devanagari"
PREFIX = "d"
CITY = "Chandanpur"
CITY_NATIVE = "चंदनपुर"
CITY_LATIN = "Chandanpur"
COUNTRY = "IN"
CENTRE = (26.4500, 75.9500)
SEED = 24_02
TIMESTAMP = "2026-11-{day:02d}T10:{minute:02d}:00Z"
STATE = "Rajasthan"

PLACES = [
    ("place=town", "चंदनपुर", (0, 0), {"name:en": "Chandanpur", "name:hi": "चंदनपुर", "population": "61500"}),
    ("place=suburb", "शास्त्री नगर", (400, 750), {"name:en": "Shastri Nagar", "name:hi": "शास्त्री नगर"}),
]

STREETS = [
    ("Station Road", (-1000, 0), 0, 2000, 120, "primary", {"name:hi": "स्टेशन रोड"}),
    ("Mahatma Gandhi Marg", (-1000, 400), 0, 2000, 150, "secondary",
     {"name:hi": "महात्मा गांधी मार्ग", "alt_name": "MG Marg"}),
    ("Jawaharlal Nehru Marg", (-1000, -400), 0, 2000, 80, "secondary", {"name:hi": "जवाहरलाल नेहरू मार्ग"}),
    ("चांदनी चौक", (-300, 100), 90, 400, 40, "pedestrian", {"name:hi": "चांदनी चौक"}),
    ("सदर बाज़ार", (200, -300), 90, 500, 50, "residential", {"name:hi": "सदर बाज़ार", "name:en": "Sadar Bazar"}),
    ("सुभाष मार्ग", (-700, -850), 90, 1600, 80, "tertiary", {"name:hi": "सुभाष मार्ग", "name:en": "Subhash Marg"}),
    ("Agra Road", (700, -900), 60, 1500, 90, "trunk", {"name:hi": "आगरा रोड"}),
    ("Hospital Road", (400, -800), 90, 1200, 40, "tertiary", {"name:hi": "हॉस्पिटल रोड"}),
    ("Kutchery Road", (-1000, 800), 0, 1200, 30, "tertiary", {"name:hi": "कचहरी रोड"}),
    ("Sector 15", (600, 600), 0, 500, 60, "residential", {"name:hi": "सेक्टर 15"}),
    ("C Block", (100, 850), 0, 400, 40, "residential", {"name:hi": "सी ब्लॉक"}),
    ("रामगंज बाज़ार", (-500, -200), 0, 500, 30, "residential", {"name:hi": "रामगंज बाज़ार"}),
    ("Tilak Marg", (-100, -900), 90, 700, 40, "residential", {"name:hi": "तिलक मार्ग"}),
]

POSTCODES = {"NW": "302901", "NE": "302902", "SW": "302903", "SE": "302904"}

POIS = """
amenity=bank | भारतीय स्टेट बैंक | Station Road 4 | brand=SBI | name:en=State Bank of India
amenity=restaurant | शर्मा भोजनालय | Station Road 7 | latin=Sharma Bhojnalaya | alt=Sharma Bhojanalay | hi
shop=confectionery | अग्रवाल मिष्ठान भंडार | Station Road 10 | latin=Agarwal Mishthan Bhandar | alt=Agrawal Misthan Bhandar | hi
amenity=pharmacy | राज मेडिकल स्टोर | Station Road 13 | latin=Raj Medical Store
tourism=hotel | होटल सम्राट | Station Road 16 | name:en=Hotel Samrat | way
amenity=restaurant | शेर-ए-पंजाब ढाबा | Station Road 19 | latin=Sher-e-Punjab Dhaba | alt=Sher E Punjab Dhaba
shop=mobile_phone | साईं मोबाइल | Station Road 22 | latin=Sai Mobile
amenity=fast_food | हल्दीराम | Station Road 25 | brand=Haldiram's | name:en=Haldiram's
shop=supermarket | डी-मार्ट | Station Road 30 | brand=DMart | name:en=DMart | way
amenity=cafe | कैफ़े कॉफ़ी डे | Station Road 33 | brand=Café Coffee Day | name:en=Café Coffee Day
shop=clothes | खंडेलवाल साड़ी सेंटर | Station Road 36 | latin=Khandelwal Saree Centre | alt=Khandelwal Sari Center
shop=jewelry | सोनी ज्वैलर्स | Station Road 39 | latin=Soni Jewellers | alt=Soni Jewelers
amenity=pharmacy | अपोलो फार्मेसी | Station Road 42 | brand=Apollo Pharmacy | name:en=Apollo Pharmacy
shop=shoes | बाटा | Station Road 45 | brand=Bata | name:en=Bata
amenity=restaurant | मोती महल रेस्टोरेंट | Station Road 48 | latin=Moti Mahal Restaurant
amenity=bank | एचडीएफसी बैंक | Station Road 51 | brand=HDFC Bank | name:en=HDFC Bank
shop=electronics | महावीर इलेक्ट्रॉनिक्स | Station Road 54 | latin=Mahaveer Electronics | alt=Mahavir Electronics
tourism=hotel | होटल अरावली | Station Road 57 | name:en=Hotel Aravali | latin=Hotel Aravalli
amenity=fast_food | जैन चाट भंडार | Station Road 60 | latin=Jain Chaat Bhandar | alt=Jain Chat Bhandar | hi
railway=station | चंदनपुर जंक्शन | @Station Road 1 | public_transport=station | name:en=Chandanpur Junction | latin=Chandanpur Jn.
amenity=bus_station | केंद्रीय बस स्टैंड | Station Road 70 | name:en=Central Bus Stand | latin=Kendriya Bus Stand
shop=bakery | न्यू बॉम्बे बेकरी | Station Road 73 | latin=New Bombay Bakery
amenity=cafe | चाय सुट्टा बार | Station Road 76 | brand=Chai Sutta Bar | name:en=Chai Sutta Bar
shop=books | जैन बुक डिपो | Station Road 79 | latin=Jain Book Depot
office=company | गुप्ता ट्रेडर्स प्रा. लि. | Station Road 82 | name:en=Gupta Traders Pvt. Ltd.
shop=hardware | गोयल हार्डवेयर | Station Road 85 | latin=Goyal Hardware
amenity=restaurant | पिज़्ज़ा हट | Station Road 88 | brand=Pizza Hut | name:en=Pizza Hut
amenity=fast_food | Burger King | Station Road 91 | name:hi=बर्गर किंग | brand=Burger King | nohi
amenity=fast_food | KFC | Station Road 94 | name:hi=केएफसी | brand=KFC | nohi
amenity=fuel | इंडियन ऑयल | Station Road 110 | brand=Indian Oil | name:en=Indian Oil
amenity=townhall | नगर निगम कार्यालय | Mahatma Gandhi Marg 1 | name:en=Municipal Corporation Office | latin=Nagar Nigam Karyalaya | hi | way
amenity=post_office | मुख्य डाकघर | Mahatma Gandhi Marg 5 | name:en=Head Post Office | latin=Mukhya Dakghar | hi
tourism=museum | राजकीय संग्रहालय | Mahatma Gandhi Marg 9 | name:en=Government Museum | latin=Rajkiya Sangrahalaya | hi | way
amenity=bank | पंजाब नेशनल बैंक | Mahatma Gandhi Marg 12 | brand=PNB | name:en=Punjab National Bank
amenity=restaurant | राजस्थानी रसोई | Mahatma Gandhi Marg 15 | latin=Rajasthani Rasoi | hi
shop=confectionery | लक्ष्मी मिष्ठान भंडार | Mahatma Gandhi Marg 18 | name:en=Laxmi Mishthan Bhandar | latin=Lakshmi Mishthan Bhandar | alt=Laxmi Misthan Bhandar | hi
shop=jewelry | तनिष्क | Mahatma Gandhi Marg 21 | brand=Tanishq | name:en=Tanishq
amenity=cinema | राज टॉकीज़ | Mahatma Gandhi Marg 24 | latin=Raj Talkies | way
shop=clothes | फैशन पॉइंट | Mahatma Gandhi Marg 27 | latin=Fashion Point
amenity=cafe | चायोस | Mahatma Gandhi Marg 30 | brand=Chaayos | name:en=Chaayos
shop=optician | लक्ष्मी ऑप्टिकल्स | Mahatma Gandhi Marg 33 | latin=Laxmi Opticals
amenity=bank | बैंक ऑफ़ बड़ौदा | Mahatma Gandhi Marg 36 | brand=Bank of Baroda | name:en=Bank of Baroda
amenity=restaurant | गणगौर रेस्टोरेंट | Mahatma Gandhi Marg 39 | latin=Gangaur Restaurant
shop=clothes | रिलायंस ट्रेंड्स | Mahatma Gandhi Marg 42 | brand=Reliance Trends | name:en=Reliance Trends
amenity=fast_food | मैकडॉनल्ड्स | Mahatma Gandhi Marg 45 | brand=McDonald's | name:en=McDonald's
shop=confectionery | बीकानेरवाला | Mahatma Gandhi Marg 48 | brand=Bikanervala | name:en=Bikanervala
tourism=hotel | होटल पर्ल पैलेस | Mahatma Gandhi Marg 51 | name:en=Hotel Pearl Palace
shop=electronics | विजय सेल्स | Mahatma Gandhi Marg 54 | brand=Vijay Sales | name:en=Vijay Sales
shop=beauty | लक्मे सैलून | Mahatma Gandhi Marg 57 | brand=Lakmé Salon | name:en=Lakmé Salon
amenity=bank | आईसीआईसीआई बैंक | Mahatma Gandhi Marg 60 | brand=ICICI Bank | name:en=ICICI Bank
shop=mall | सिटी सेंटर मॉल | Mahatma Gandhi Marg 70 | name:en=City Centre Mall | way | shared
shop=clothes | पैंटालून्स | Mahatma Gandhi Marg 70 | brand=Pantaloons | name:en=Pantaloons | shared
amenity=cinema | आईनॉक्स | Mahatma Gandhi Marg 70 | brand=INOX | name:en=INOX | shared
amenity=fast_food | डोमिनोज़ पिज़्ज़ा | Mahatma Gandhi Marg 70 | brand=Domino's | name:en=Domino's Pizza | shared
shop=gift | आर्चीज़ गैलरी | Mahatma Gandhi Marg 70 | brand=Archies | name:en=Archies Gallery | shared
leisure=park | गांधी पार्क | @Mahatma Gandhi Marg 90 | name:en=Gandhi Park | way
amenity=restaurant | सागर रत्ना | Mahatma Gandhi Marg 95 | brand=Sagar Ratna | name:en=Sagar Ratna
shop=clothes | राजस्थान हैंडलूम हाउस | Mahatma Gandhi Marg 98 | latin=Rajasthan Handloom House
shop=variety_store | खादी ग्रामोद्योग भंडार | Mahatma Gandhi Marg 101 | name:en=Khadi Gramodyog Bhandar | latin=Khadi Gramodyog Bhandaar | hi
amenity=cafe | इंडियन कॉफ़ी हाउस | Mahatma Gandhi Marg 104 | name:en=Indian Coffee House
amenity=cafe | Starbucks | Mahatma Gandhi Marg 110 | name:hi=स्टारबक्स | brand=Starbucks | nohi
shop=clothes | Westside | Mahatma Gandhi Marg 114 | name:hi=वेस्टसाइड | brand=Westside | nohi
amenity=college | राजकीय महाविद्यालय | Jawaharlal Nehru Marg 2 | name:en=Government College | latin=Rajkiya Mahavidyalaya | hi | way
amenity=school | केंद्रीय विद्यालय | Jawaharlal Nehru Marg 6 | name:en=Kendriya Vidyalaya | latin=Kendriya Vidhyalaya | hi | way
amenity=school | दिल्ली पब्लिक स्कूल | Jawaharlal Nehru Marg 10 | name:en=Delhi Public School
amenity=hospital | ज़िला अस्पताल | Jawaharlal Nehru Marg 14 | name:en=District Hospital | latin=Zila Aspatal | alt=Jila Aspataal | hi | way
amenity=dentist | शर्मा डेंटल क्लिनिक | Jawaharlal Nehru Marg 18 | latin=Sharma Dental Clinic
amenity=hospital | सिटी हॉस्पिटल | Jawaharlal Nehru Marg 22 | latin=City Hospital
amenity=clinic | गुप्ता नर्सिंग होम | Jawaharlal Nehru Marg 26 | latin=Gupta Nursing Home
amenity=pharmacy | मेडप्लस | Jawaharlal Nehru Marg 30 | brand=MedPlus | name:en=MedPlus
amenity=pharmacy | प्रधानमंत्री भारतीय जनऔषधि केंद्र | Jawaharlal Nehru Marg 34 | name:en=Pradhan Mantri Bhartiya Janaushadhi Kendra | latin=Pradhanmantri Bharatiya Jan Aushadhi Kendra | hunterian=Pradhanmantri Bhartiya Janaushadhi Kendra | iast=Pradhānmaṃtrī Bhāratīya Janauṣadhi Keṃdra | hi
leisure=fitness_centre | गोल्ड जिम | Jawaharlal Nehru Marg 38 | brand=Gold's Gym | name:en=Gold's Gym
amenity=restaurant | शिवम भोजनालय | Jawaharlal Nehru Marg 42 | latin=Shivam Bhojnalaya | hi
amenity=library | सार्वजनिक पुस्तकालय | Jawaharlal Nehru Marg 46 | name:en=Public Library | latin=Sarvajanik Pustakalaya | hunterian=Sarvajanik Pustakalay | iast=Sārvajanik Pustakālay | hi
amenity=bank | केनरा बैंक | Jawaharlal Nehru Marg 50 | brand=Canara Bank | name:en=Canara Bank
shop=stationery | विद्या स्टेशनर्स | Jawaharlal Nehru Marg 54 | latin=Vidya Stationers
amenity=prep_school | आकाश इंस्टिट्यूट | Jawaharlal Nehru Marg 58 | brand=Aakash Institute | name:en=Aakash Institute
amenity=restaurant | उडुपी कैफ़े | Jawaharlal Nehru Marg 62 | latin=Udupi Cafe | alt=Udipi Cafe
office=company | शर्मा एंड संस प्राइवेट लिमिटेड | Jawaharlal Nehru Marg 66 | name:en=Sharma & Sons Private Limited
office=company | इन्फोटेक सॉल्यूशंस प्रा. लि. | Jawaharlal Nehru Marg 70 | latin=Infotech Solutions Pvt Ltd
amenity=dentist | मुस्कान डेंटल केयर | Jawaharlal Nehru Marg 74 | latin=Muskaan Dental Care | alt=Muskan Dental Care
shop=confectionery | घंटेवाला मिठाई | चांदनी चौक 3 | latin=Ghantewala Mithai | alt=Ghante Wala Mithai | hi
shop=fabric | भगत वस्त्र भंडार | चांदनी चौक 5 | latin=Bhagat Vastra Bhandar | hi
shop=jewelry | अग्रवाल ज्वैलर्स | चांदनी चौक 7 | latin=Agarwal Jewellers | alt=Aggarwal Jewelers
shop=spices | शर्मा मसाला भंडार | चांदनी चौक 9 | latin=Sharma Masala Bhandar | hi
amenity=fast_food | पंडित पाव भाजी | चांदनी चौक 11 | latin=Pandit Pav Bhaji | alt=Pandit Pao Bhaji | hi
amenity=fast_food | मुरारी कचौरी वाले | चांदनी चौक 13 | latin=Murari Kachori Wale | alt=Murari Kachauri Wale | hi
shop=clothes | सुहाग साड़ी | चांदनी चौक 15 | latin=Suhag Saree | alt=Suhaag Sari | hi
shop=jewelry | कुंदन ज्वैलर्स | चांदनी चौक 17 | latin=Kundan Jewellers
shop=confectionery | कान्हा स्वीट्स | चांदनी चौक 19 | latin=Kanha Sweets
shop=books | गीता प्रेस पुस्तक भंडार | चांदनी चौक 21 | latin=Geeta Press Pustak Bhandar | alt=Gita Press Pustak Bhandar | hi
shop=houseware | जय अंबे बर्तन भंडार | चांदनी चौक 23 | latin=Jai Ambe Bartan Bhandar | hi
amenity=place_of_worship | श्री गणेश मंदिर | चांदनी चौक 25 | religion=hindu | name:en=Shri Ganesh Temple | latin=Shree Ganesh Mandir | alt=Sri Ganesh Mandir | hi
shop=perfumery | गुलाब इत्र भंडार | चांदनी चौक 27 | latin=Gulab Itra Bhandar | alt=Gulab Ittar Bhandar | hi
shop=tobacco | बनारसी पान भंडार | चांदनी चौक 29 | latin=Banarasi Paan Bhandar | alt=Banarsi Pan Bhandar | hi
amenity=restaurant | चांदनी चौक परांठे वाले | चांदनी चौक 31 | latin=Chandni Chowk Paranthe Wale | alt=Chandani Chauk Parathe Wale | hi
shop=convenience | गुप्ता जनरल स्टोर | सदर बाज़ार 2 | latin=Gupta General Store
shop=convenience | अग्रवाल किराना स्टोर | सदर बाज़ार 4 | latin=Agarwal Kirana Store
shop=hardware | बंसल ट्रेडर्स | सदर बाज़ार 6 | latin=Bansal Traders
shop=tailor | न्यू फैशन टेलर्स | सदर बाज़ार 8 | latin=New Fashion Tailors
shop=florist | कृष्णा फ्लावर्स | सदर बाज़ार 10 | latin=Krishna Flowers
shop=furniture | आदर्श फर्नीचर | सदर बाज़ार 12 | latin=Adarsh Furniture
shop=party | शर्मा टेंट हाउस | सदर बाज़ार 14 | latin=Sharma Tent House
shop=mobile_phone | बालाजी मोबाइल रिपेयरिंग | सदर बाज़ार 16 | latin=Balaji Mobile Repairing
amenity=restaurant | अन्नपूर्णा भोजनालय | सदर बाज़ार 18 | latin=Annapurna Bhojnalaya | alt=Anapurna Bhojanalaya | hi
amenity=pharmacy | श्री गणेश मेडिकल एंड जनरल स्टोर | सदर बाज़ार 20 | latin=Shri Ganesh Medical and General Store
shop=confectionery | रावत मिष्ठान भंडार | सदर बाज़ार 22 | latin=Rawat Mishthan Bhandar | hi
shop=bag | राधे बैग हाउस | सदर बाज़ार 24 | latin=Radhe Bag House
shop=shoes | कोहिनूर शू कंपनी | सदर बाज़ार 26 | latin=Kohinoor Shoe Company
shop=electronics | श्याम रेडियो एंड इलेक्ट्रिकल्स | सदर बाज़ार 28 | latin=Shyam Radio & Electricals
amenity=fast_food | हल्दीराम | सदर बाज़ार 30 | brand=Haldiram's | name:en=Haldiram's
amenity=bank | भारतीय स्टेट बैंक | सदर बाज़ार 32 | brand=SBI | name:en=State Bank of India
shop=hardware | ओम सैनेटरी स्टोर | सदर बाज़ार 34 | latin=Om Sanitary Store
amenity=place_of_worship | जामा मस्जिद | सुभाष मार्ग 3 | religion=muslim | name:en=Jama Masjid | way
amenity=place_of_worship | गुरुद्वारा सिंह सभा | सुभाष मार्ग 7 | religion=sikh | name:en=Gurudwara Singh Sabha | latin=Gurdwara Singh Sabha | hunterian=Gurudwara Singh Sabha | hi
amenity=school | सरस्वती शिशु मंदिर | सुभाष मार्ग 11 | latin=Saraswati Shishu Mandir | hi | way
amenity=school | सेंट ज़ेवियर्स स्कूल | सुभाष मार्ग 15 | name:en=St. Xavier's School
amenity=place_of_worship | सेंट मैरी चर्च | सुभाष मार्ग 19 | religion=christian | name:en=St. Mary's Church
amenity=restaurant | पंजाबी ढाबा | सुभाष मार्ग 23 | latin=Punjabi Dhaba
shop=convenience | जय माता दी किराना | सुभाष मार्ग 27 | latin=Jai Mata Di Kirana | hi
amenity=pharmacy | अपोलो फार्मेसी | सुभाष मार्ग 31 | brand=Apollo Pharmacy | name:en=Apollo Pharmacy
shop=hairdresser | न्यू स्टाइल हेयर कटिंग सैलून | सुभाष मार्ग 35 | latin=New Style Hair Cutting Saloon | alt=New Style Hair Cutting Salon
shop=beauty | ग्लैमर ब्यूटी पार्लर | सुभाष मार्ग 39 | latin=Glamour Beauty Parlour | alt=Glamor Beauty Parlor
amenity=restaurant | बाबा का ढाबा | सुभाष मार्ग 43 | latin=Baba Ka Dhaba | hi
amenity=police | पुलिस थाना कोतवाली | सुभाष मार्ग 47 | name:en=Kotwali Police Station | latin=Police Thana Kotwali | hi
amenity=fire_station | अग्निशमन केंद्र | सुभाष मार्ग 51 | name:en=Fire Station | latin=Agnishaman Kendra | hi
shop=car_repair | शर्मा ऑटो वर्क्स | सुभाष मार्ग 55 | latin=Sharma Auto Works
shop=motorcycle | हीरो मोटर्स | सुभाष मार्ग 59 | latin=Hero Motors
leisure=stadium | शिवाजी स्टेडियम | @सुभाष मार्ग 66 | name:en=Shivaji Stadium | way
amenity=fuel | भारत पेट्रोलियम | Agra Road 10 | brand=Bharat Petroleum | name:en=Bharat Petroleum
amenity=restaurant | हाईवे किंग | Agra Road 14 | brand=Highway King | name:en=Highway King
shop=car | मारुति सुजुकी एरिना | Agra Road 18 | brand=Maruti Suzuki Arena | name:en=Maruti Suzuki Arena
shop=supermarket | रिलायंस फ्रेश | Agra Road 22 | brand=Reliance Fresh | name:en=Reliance Fresh
tourism=hotel | होटल गणपति | Agra Road 26 | latin=Hotel Ganpati | alt=Hotel Ganapati
amenity=restaurant | चौधरी ढाबा | Agra Road 30 | latin=Chaudhary Dhaba | alt=Choudhary Dhaba | hi
tourism=guest_house | अग्रसेन धर्मशाला | Agra Road 34 | latin=Agrasen Dharamshala | alt=Agrasen Dharmshala | hi
office=company | सिंह कंस्ट्रक्शन्स | Agra Road 38 | latin=Singh Constructions
office=company | अग्रवाल एक्सपोर्ट्स प्रा. लि. | Agra Road 42 | name:en=Agarwal Exports Pvt Ltd
office=company | राजस्थान टेक्सटाइल्स प्राइवेट लिमिटेड | Agra Road 46 | latin=Rajasthan Textiles Private Limited
shop=tyres | एमआरएफ टायर्स | Agra Road 50 | brand=MRF | name:en=MRF Tyres
shop=electronics | Croma | Agra Road 54 | name:hi=क्रोमा | brand=Croma | nohi
historic=fort | चंदनगढ़ किला | @Agra Road 80 | name:en=Chandangarh Fort | latin=Chandangarh Qila | alt=Chandangarh Kila | hi | way
amenity=clinic | आयुष क्लिनिक | Hospital Road 3 | latin=Ayush Clinic
amenity=clinic | पतंजलि चिकित्सालय | Hospital Road 6 | name:en=Patanjali Chikitsalaya | latin=Patanjali Chikitsalay | hunterian=Patanjali Chikitsalay | iast=Patañjali Cikitsālay | hi
amenity=pharmacy | जीवन मेडिकोज़ | Hospital Road 9 | latin=Jeevan Medicos | alt=Jivan Medicose
amenity=hospital | दृष्टि नेत्र चिकित्सालय | Hospital Road 12 | latin=Drishti Netra Chikitsalaya | alt=Drishti Netra Chikitsalay | hi
shop=medical_supply | भाटिया सर्जिकल्स | Hospital Road 15 | latin=Bhatia Surgicals
amenity=doctors | डॉ. मेहता क्लिनिक | Hospital Road 18 | latin=Dr. Mehta Clinic | alt=Dr Mehta's Clinic
amenity=cafe | चाय पॉइंट | Hospital Road 21 | brand=Chai Point | name:en=Chai Point
amenity=pharmacy | श्याम मेडिकल हॉल | Hospital Road 24 | latin=Shyam Medical Hall
healthcare=laboratory | डॉ. लाल पैथलैब्स | Hospital Road 27 | brand=Dr Lal PathLabs | name:en=Dr Lal PathLabs
tourism=guest_house | शांति निवास गेस्ट हाउस | Hospital Road 30 | latin=Shanti Niwas Guest House | alt=Shanti Nivas Guest House
amenity=pharmacy | Wellness Forever | Hospital Road 33 | name:hi=वेलनेस फॉरएवर | brand=Wellness Forever | nohi
office=government | कलेक्ट्रेट | Kutchery Road 1 | name:en=Collectorate | way
office=government | तहसील कार्यालय | Kutchery Road 4 | name:en=Tehsil Office | latin=Tehsil Karyalaya | hi
amenity=courthouse | ज़िला न्यायालय | Kutchery Road 7 | name:en=District Court | latin=Zila Nyayalaya | alt=Jila Nyayalay | hi | way
office=lawyer | वर्मा एंड एसोसिएट्स | Kutchery Road 10 | latin=Verma & Associates
office=lawyer | बंसल एंड एसोसिएट्स एलएलपी | Kutchery Road 13 | name:en=Bansal & Associates LLP
shop=stationery | जोशी स्टाम्प वेंडर | Kutchery Road 16 | latin=Joshi Stamp Vendor
shop=copyshop | श्री श्याम फोटोस्टेट | Kutchery Road 19 | latin=Shri Shyam Photostat | alt=Shree Shyam Photo Stat
amenity=cafe | कचहरी टी स्टॉल | Kutchery Road 22 | latin=Kachahri Tea Stall | alt=Kutchery Tea Stall
amenity=school | आदर्श विद्या मंदिर | Sector 15 4 | latin=Adarsh Vidya Mandir | hi | way
shop=supermarket | मॉडर्न बाज़ार | Sector 15 8 | brand=Modern Bazaar | name:en=Modern Bazaar
amenity=clinic | आरोग्य क्लिनिक | Sector 15 12 | latin=Arogya Clinic
shop=bakery | मोनिका बेकर्स | Sector 15 16 | latin=Monika Bakers | alt=Monica Bakers
amenity=restaurant | चाइना बाउल | Sector 15 20 | name:en=China Bowl
shop=dry_cleaning | प्रेस वाला ड्राई क्लीनर्स | Sector 15 24 | latin=Press Wala Dry Cleaners
leisure=park | सेंट्रल पार्क | @Sector 15 40 | name:en=Central Park | way
shop=convenience | सिंह प्रोविज़न स्टोर | C Block C-5 | latin=Singh Provision Store
amenity=kindergarten | नन्हे मुन्ने प्ले स्कूल | C Block C-12 | latin=Nanhe Munne Play School
amenity=place_of_worship | हनुमान मंदिर | C Block C-20 | religion=hindu | name:en=Hanuman Temple | latin=Hanuman Mandir | hi
office=company | कपूर आर्किटेक्ट्स एलएलपी | C Block C-27 | latin=Kapoor Architects LLP
shop=convenience | राम किराना भंडार | रामगंज बाज़ार 3 | latin=Ram Kirana Bhandar | hi
shop=clothes | महाराजा साफा हाउस | रामगंज बाज़ार 6 | latin=Maharaja Safa House
amenity=fast_food | लस्सीवाला | रामगंज बाज़ार 9 | latin=Lassiwala | alt=Lassi Wala | hi
shop=confectionery | गोपाल स्वीट्स | रामगंज बाज़ार 12 | latin=Gopal Sweets
shop=jewelry | राजपूत चूड़ी भंडार | रामगंज बाज़ार 15 | latin=Rajput Chudi Bhandar | alt=Rajput Choodi Bhandar | hi
shop=fabric | मोहन कपड़ा भंडार | रामगंज बाज़ार 18 | latin=Mohan Kapda Bhandar | alt=Mohan Kapra Bhandar | hi
amenity=restaurant | कृष्णा भोजनालय | रामगंज बाज़ार 21 | latin=Krishna Bhojanalaya | hi
amenity=bank | यूनियन बैंक ऑफ़ इंडिया | Tilak Marg 2 | brand=Union Bank of India | name:en=Union Bank of India
amenity=bank | भारतीय स्टेट बैंक | Tilak Marg 5 | brand=SBI | name:en=State Bank of India
amenity=cafe | कैफ़े कॉफ़ी डे | Tilak Marg 8 | brand=Café Coffee Day | name:en=Café Coffee Day
shop=books | यूनिवर्सल बुक हाउस | Tilak Marg 11 | latin=Universal Book House
leisure=sports_centre | नगर निगम तरणताल | Tilak Marg 14 | sport=swimming | name:en=Municipal Swimming Pool | latin=Nagar Nigam Taranatal | hi
amenity=restaurant | स्पाइस कोर्ट | Tilak Marg 17 | name:en=Spice Court
tourism=hotel | होटल शांति पैलेस | Tilak Marg 20 | latin=Hotel Shanti Palace
amenity=arts_centre | रवींद्र मंच | Tilak Marg 23 | name:en=Ravindra Manch | latin=Rabindra Manch | hi
shop=supermarket | Spencer's | Tilak Marg 26 | name:hi=स्पेंसर्स | brand=Spencer's | nohi
amenity=bank | Axis Bank | Tilak Marg 29 | name:hi=एक्सिस बैंक | brand=Axis Bank | nohi
"""

ADDRESS_ONLY = """
building=house | Station Road 2
building=apartments | Station Road 64
building=house | Mahatma Gandhi Marg 80
building=commercial | Jawaharlal Nehru Marg 78
building=house | सदर बाज़ार 40
building=house | सुभाष मार्ग 70
building=house | Sector 15 28
building=house | Sector 15 32A
building=house | C Block C-33
building=house | Tilak Marg 35
building=house | Hospital Road 36
building=house | रामगंज बाज़ार 25
"""

# Indian legal forms as they are written in registers, letterheads and Hindi signs.
LEGAL_FORMS_LATIN = ["Pvt Ltd", "Pvt. Ltd.", "Private Limited", "(P) Ltd", "LLP"]
LEGAL_FORMS_NATIVE = ["प्रा. लि.", "प्राइवेट लिमिटेड", "प्रा.लि."]
# How a firm is addressed on invoices and in registers.
MESSRS = ["M/s", "M/s.", "मैसर्स"]

# The road forms people write: abbreviations, the other order of a block, a sector's forms.
ROAD_FORMS = {
    "Station Road": ["Station Rd", "Station Rd."],
    "Agra Road": ["Agra Rd"],
    "Hospital Road": ["Hospital Rd."],
    "Kutchery Road": ["Kutchery Rd", "Kachahari Road"],
    "Mahatma Gandhi Marg": ["M.G. Marg", "MG Marg", "Mahatma Gandhi Mg."],
    "Jawaharlal Nehru Marg": ["J.L.N. Marg", "JLN Marg"],
    "Tilak Marg": ["Tilak Mg."],
    "Sector 15": ["Sec 15", "Sector-15", "Sec-15"],
    "C Block": ["Block C", "C-Block"],
    "सदर बाज़ार": ["सदर बाजार", "Sadar Bazaar"],
    "सुभाष मार्ग": ["Subhash Marg", "Subhash Mg."],
    "चांदनी चौक": ["चाँदनी चौक", "Chandni Chowk"],
    "रामगंज बाज़ार": ["रामगंज बाजार", "Ramganj Bazaar"],
}
# How the roads named in Devanagari are written in Latin letters (on signs, in letters).
STREET_LATIN = {"चांदनी चौक": "Chandni Chowk", "सदर बाज़ार": "Sadar Bazar", "सुभाष मार्ग": "Subhash Marg",
                "रामगंज बाज़ार": "Ramganj Bazar"}

KINDS = ["स्वीट्स", "मेडिकल स्टोर", "ज्वैलर्स", "टेलर्स", "किराना स्टोर", "ढाबा", "रेस्टोरेंट", "मोबाइल शॉप",
         "इलेक्ट्रॉनिक्स", "फर्नीचर", "साड़ी सेंटर", "कोचिंग सेंटर", "ब्यूटी पार्लर", "होटल"]
KINDS_LATIN = ["Sweets", "Medical Store", "Jewellers", "Tailors", "Kirana Store", "Dhaba", "Restaurant",
               "Mobile Shop", "Electronics", "Furniture", "Saree Centre", "Coaching Centre", "Beauty Parlour",
               "Hotel"]
FIRST = ["नवरंग", "सूरज", "चंद्रमा", "मयूर", "कमल", "सुदर्शन", "वृंदावन", "हिमालय", "त्रिवेणी", "पारस",
         "अमर", "रजनी", "नीलकंठ", "सावन"]
FIRST_LATIN = ["Navrang", "Suraj", "Chandrama", "Mayur", "Kamal", "Sudarshan", "Vrindavan", "Himalaya",
               "Triveni", "Paras", "Amar", "Rajni", "Neelkanth", "Saawan"]
ELSEWHERE = [
    ("हल्दीराम", "Connaught Place", "New Delhi"),
    ("भारतीय स्टेट बैंक", "Hazratganj", "Lucknow"),
    ("Apollo Pharmacy", "Ashok Rajpath", "Patna"),
    ("कैफ़े कॉफ़ी डे", "Fergusson College Road", "Pune"),
    ("Domino's Pizza", "Arera Colony", "Bhopal"),
    ("तनिष्क", "Rajwada", "Indore"),
    ("Pizza Hut", "Park Street", "Kolkata"),
    ("विजय सेल्स", "Linking Road", "Mumbai"),
]
ELSEWHERE_SAME_STREET = [
    ("State Bank of India", "Station Road", "Ajmer"),
    ("अपोलो फार्मेसी", "Station Road", "Kota"),
    ("HDFC Bank", "MG Road", "Bengaluru"),
    ("पंजाब नेशनल बैंक", "Mahatma Gandhi Marg", "Udaipur"),
]
OUTSIDE = [
    ("हवा महल", "Badi Choupad", "Jaipur"),
    ("लाल किला", "Netaji Subhash Marg", "Delhi"),
    ("India Gate", "Kartavya Path", "New Delhi"),
    ("गेटवे ऑफ़ इंडिया", "Apollo Bandar", "Mumbai"),
    ("Birla Mandir", "Jawahar Lal Nehru Marg", "Jaipur"),
    ("दिल्ली हाट", "Sri Aurobindo Marg", "New Delhi"),
    ("Laxmi Mishthan Bhandar", "Johari Bazar", "Jaipur"),
    ("क़ुतुब मीनार", "Mehrauli", "New Delhi"),
]
