from questions_src import *
L = "ti"
A(L, "ዙረት ሓወልቲ ኣኽሱም ካብ ኣክሱማዊ ሄሪቴጅ ሆቴል ዋጋኡ ክንደይ እዩ", [P(1100)], "d26", "price", "Axum stelae walk", "Queen of Sheba tour 1,650")
A(L, "ዙረት ንግስቲ ሳባ ሰዓት ክንደይ ይጅምር", [["14:30", "2:30", "8:30", "ሸሞንተ ሰዓትን ፍርቂን", "2.30"]], "d26", "time", "Queen of Sheba tour start", "stelae walk starts 09:00")
A(L, "ካብ መዕርፎ ነፈርቲ መቐለ ናብ እንዳ የሱስ ሆቴል መኪና ክንደይ", [["700 ብር", "700 birr", "ብር 700", "700"]], "d27", "price", "Enda Yesus airport car", "after 22:00 950")
A(L, "ለይቲ ሰዓት 23:00 ንዝበጽሕ ነፈርቲ መጓዓዝያ ክንደይ", [["950"]], "d27", "price", "Enda Yesus late transfer", "after 22:00 it is 950")
A(L, "ኣሸንዳ 2027 መዓስ ይጅምር", [["ነሓሰ 16", "ነሐሴ 16", "22 ነሓሰ", "22 august", "august 22", "aug 22", "nehase 16"]], "d28", "date", "Ashenda 2027 start", "lasts 3 days")
A(L, "ክዳን ኣሸንዳ ኣብ ሮማናት ሆቴል ክራይ ክንደይ", [P(1200)], "d28", "price", "Ashenda dress rental", "show entry 300; Adigrat trip 1,800")
A(L, "ቪዛ ቱሪስት ን90 መዓልቲ ክንደይ ዶላር", [["102"]], "d09", "price", "90-day e-visa fee", "English doc; 30-day is 82", True)
A(L, "ኣብ መቐለ መሐንበሲ (pool) ዘለዎ ሆቴል ኣየናይ እዩ", [["hawelti plaza", "ሓወልቲ ፕላዛ", "ሃወልቲ ፕላዛ"]], "catalogue", "place", "Mekelle hotel with pool", "only Hawelti Plaza Hotel")
U(L, "ካብ ኣክሱም ናብ ይሓ ዙረት ዋጋ ክንደይ", "price", "Yeha tour from Axum", "not documented")
U(L, "ጉዕዞ ዓዲግራት ኣሸንዳ ሰዓት ክንደይ ይምለስ", "time", "Adigrat Ashenda trip return time", "only departure 07:00 and price documented")
