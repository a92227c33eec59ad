"""Place names shared by distractors.py and validate.py.

DOC_TOWNS: every town or named place used by a document (catalogue cities in the
spellings of all four languages, plus the extra places the documents name).
No distractor may contain any of them (case-insensitive substring).
"""

DOC_TOWNS = [
    # catalogue cities, English
    "Addis Ababa", "Bahir Dar", "Adama", "Arba Minch", "Axum", "Aksum", "Dire Dawa",
    "Gondar", "Gonder", "Hawassa", "Awassa", "Lalibela", "Mekelle", "Mekele", "Nazret", "Nazareth",
    # Amharic / Tigrinya
    "አዲስ አበባ", "ባሕር ዳር", "ባህር ዳር", "አዳማ", "አርባ ምንጭ", "አክሱም", "ኣኽሱም", "ድሬ ዳዋ", "ድሬዳዋ",
    "ጎንደር", "ሀዋሳ", "ሐዋሳ", "ላሊበላ", "መቀሌ", "መቐለ",
    # Afaan Oromo
    "Finfinnee", "Adaamaa", "Hawaasaa", "Dirre Dawaa", "Arbaa Minci", "Laalibalaa", "Baahir Daar",
    # other places named in documents
    "Sodere", "Zege", "Dorze", "Dorzee", "Chencha", "Aleta Wondo", "Aleetaa Wondoo", "Gudumaale",
    "Kebran", "Asheten", "Yemrehanna", "Sarbet", "Sarbeet", "Kazanchis", "Piassa", "Romanat",
    "ሶደሬ", "ፋሲለደስ", "ሮማናት", "ፒያሳ",
]
