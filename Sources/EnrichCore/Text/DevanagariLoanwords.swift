/// English words as Hindi signboards write them in Devanagari (`रेस्टोरेंट`, `क्लिनिक`,
/// `बेकर्स`), read back as their English spelling rather than letter by letter (`restorent`),
/// so `Dr Mehta's Clinic` typed in Latin letters meets `डॉ. मेहता क्लिनिक`. Common business and
/// address words only, with the spellings in use; other words are read letter by letter.
enum DevanagariLoanwords {
  /// The English word for a Devanagari word (keys in canonical composition, as `english`
  /// looks them up).
  static func english(_ word: String) -> String? {
    table[normalized(word)]
  }

  private static let table: [String: String] = {
    var table: [String: String] = [:]
    for (english, spellings) in words {
      for spelling in spellings { table[normalized(spelling)] = english }
    }
    return table
  }()

  /// Canonical composition, and a nasal consonant with a virama before another consonant
  /// written as the anusvara (`सेण्टर` and `सेन्टर` are `सेंटर`).
  private static func normalized(_ word: String) -> String {
    let scalars = Array(word.precomposedStringWithCanonicalMapping.unicodeScalars)
    var output = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if index + 2 < scalars.count, nasals.contains(scalars[index]), scalars[index + 1] == "\u{094D}",
        (0x0915...0x0939).contains(scalars[index + 2].value)
      {
        output.append("\u{0902}")
        index += 2
        continue
      }
      output.append(scalars[index])
      index += 1
    }
    return String(output)
  }

  private static let nasals: Set<Unicode.Scalar> = ["ङ", "ञ", "ण", "न", "म"]

  private static let words: [(String, [String])] = [
    ("restaurant", ["रेस्टोरेंट", "रेस्टॉरेंट", "रेस्तरां", "रेस्टोरेन्ट", "रेस्टोरेण्ट"]),
    ("hotel", ["होटल"]), ("guest", ["गेस्ट"]), ("house", ["हाउस", "हाऊस"]),
    ("clinic", ["क्लिनिक", "क्लीनिक"]), ("hospital", ["हॉस्पिटल", "हास्पिटल"]),
    ("medical", ["मेडिकल"]), ("medicos", ["मेडिकोज़", "मेडिकोज", "मेडिकोस"]),
    ("pharmacy", ["फार्मेसी", "फ़ार्मेसी"]), ("chemist", ["केमिस्ट"]), ("chemists", ["केमिस्ट्स"]),
    ("doctor", ["डॉक्टर", "डाक्टर"]), ("dr", ["डॉ"]), ("lab", ["लैब"]), ("diagnostics", ["डायग्नोस्टिक्स"]),
    ("diagnostic", ["डायग्नोस्टिक"]), ("optical", ["ऑप्टिकल"]), ("opticals", ["ऑप्टिकल्स"]),
    ("dental", ["डेंटल", "डेन्टल"]),
    ("bakers", ["बेकर्स"]), ("bakery", ["बेकरी"]), ("cafe", ["कैफे", "कैफ़े"]), ("coffee", ["कॉफी", "कॉफ़ी"]),
    ("sweets", ["स्वीट्स"]), ("dairy", ["डेयरी", "डेरी"]), ("pizza", ["पिज़्ज़ा", "पिज्जा", "पिज़ा"]),
    ("burger", ["बर्गर"]), ("food", ["फूड", "फ़ूड"]), ("foods", ["फूड्स", "फ़ूड्स"]), ("corner", ["कॉर्नर"]),
    ("fast", ["फास्ट", "फ़ास्ट"]), ("juice", ["जूस"]), ("ice", ["आइस"]), ("cream", ["क्रीम"]),
    ("store", ["स्टोर"]), ("stores", ["स्टोर्स"]), ("shop", ["शॉप", "शाप"]), ("mart", ["मार्ट"]),
    ("mall", ["मॉल"]), ("market", ["मार्केट"]), ("super", ["सुपर"]), ("general", ["जनरल"]),
    ("provision", ["प्रोविज़न", "प्रोविजन"]), ("provisions", ["प्रोविज़न्स", "प्रोविजन्स"]),
    ("center", ["सेंटर", "सेन्टर"]), ("point", ["पॉइंट", "पॉइन्ट", "प्वाइंट"]), ("plaza", ["प्लाजा", "प्लाज़ा"]),
    ("tower", ["टावर"]), ("complex", ["कॉम्प्लेक्स"]), ("city", ["सिटी"]), ("park", ["पार्क"]),
    ("garden", ["गार्डन"]), ("palace", ["पैलेस"]), ("royal", ["रॉयल"]), ("star", ["स्टार"]),
    ("new", ["न्यू"]), ("style", ["स्टाइल"]), ("fashion", ["फैशन", "फ़ैशन"]), ("collection", ["कलेक्शन"]),
    ("garments", ["गारमेंट्स"]), ("textiles", ["टेक्सटाइल्स"]), ("tailors", ["टेलर्स"]),
    ("jewellers", ["ज्वेलर्स"]), ("footwear", ["फुटवियर", "फ़ुटवियर"]),
    ("beauty", ["ब्यूटी"]), ("parlour", ["पार्लर"]), ("salon", ["सैलून", "सलून"]), ("hair", ["हेयर"]),
    ("cutting", ["कटिंग"]), ("gym", ["जिम"]), ("fitness", ["फिटनेस", "फ़िटनेस"]), ("spa", ["स्पा"]),
    ("dry", ["ड्राई"]), ("cleaners", ["क्लीनर्स"]), ("laundry", ["लॉन्ड्री"]),
    ("electronics", ["इलेक्ट्रॉनिक्स", "इलेक्ट्रोनिक्स"]), ("electricals", ["इलेक्ट्रिकल्स"]),
    ("electric", ["इलेक्ट्रिक"]), ("mobile", ["मोबाइल", "मोबाईल"]), ("repairing", ["रिपेयरिंग"]),
    ("repair", ["रिपेयर"]), ("computers", ["कंप्यूटर्स", "कम्प्यूटर्स"]), ("computer", ["कंप्यूटर", "कम्प्यूटर"]),
    ("software", ["सॉफ्टवेयर", "सॉफ़्टवेयर"]), ("infotech", ["इन्फोटेक", "इंफोटेक"]),
    ("technologies", ["टेक्नोलॉजीज", "टेक्नोलॉजीज़"]), ("solutions", ["सॉल्यूशंस", "सोल्यूशंस", "सॉल्यूशन्स"]),
    ("services", ["सर्विसेज", "सर्विसेज़"]), ("service", ["सर्विस"]), ("motors", ["मोटर्स"]),
    ("auto", ["ऑटो"]), ("hardware", ["हार्डवेयर"]), ("paints", ["पेंट्स"]), ("furniture", ["फर्नीचर", "फ़र्नीचर"]),
    ("glass", ["ग्लास"]), ("studio", ["स्टूडियो"]), ("photo", ["फोटो", "फ़ोटो"]), ("printers", ["प्रिंटर्स"]),
    ("stationers", ["स्टेशनर्स"]), ("stationery", ["स्टेशनरी"]), ("book", ["बुक"]), ("books", ["बुक्स"]),
    ("school", ["स्कूल"]), ("public", ["पब्लिक"]), ("college", ["कॉलेज"]), ("academy", ["एकेडमी", "अकादमी"]),
    ("institute", ["इंस्टिट्यूट", "इंस्टीट्यूट"]), ("coaching", ["कोचिंग"]), ("classes", ["क्लासेज", "क्लासेज़"]),
    ("international", ["इंटरनेशनल"]), ("enterprises", ["एंटरप्राइजेज", "एंटरप्राइज़ेज़", "इंटरप्राइजेज"]),
    ("traders", ["ट्रेडर्स"]), ("travels", ["ट्रेवल्स", "ट्रैवल्स"]), ("tours", ["टूर्स"]),
    ("private", ["प्राइवेट"]), ("limited", ["लिमिटेड"]), ("and", ["एंड", "एण्ड"]), ("bank", ["बैंक"]),
    ("petrol", ["पेट्रोल"]), ("pump", ["पंप", "पम्प"]), ("cinema", ["सिनेमा"]), ("theatre", ["थिएटर"]),
    ("family", ["फैमिली", "फ़ैमिली"]), ("road", ["रोड"]), ("station", ["स्टेशन"]), ("colony", ["कॉलोनी", "कालोनी"]),
  ]
}
