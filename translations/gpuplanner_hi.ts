<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi_IN">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About GPU Planner</source>
        <translation>GPU Planner के बारे में</translation>
    </message>
    <message>
        <source>&amp;GPU Planner</source>
        <translation>GPU Planner (&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Licence</source>
        <translation>लाइसेंस (&amp;L)</translation>
    </message>
    <message>
        <source>C&amp;omponents</source>
        <translation>घटक (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Data sources</source>
        <translation>डेटा स्रोत (&amp;D)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt के बारे में (&amp;Q)</translation>
    </message>
    <message>
        <source>&lt;h2&gt;GPU Planner %1&lt;/h2&gt;&lt;p&gt;Size, time and cost GPU infrastructure for AI projects. Every figure can show its formula, its inputs and the catalog rows, with their sources, it came from.&lt;/p&gt;&lt;p&gt;Copyright 2026 GPU Planner contributors.&lt;/p&gt;&lt;p&gt;GPU Planner is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (&lt;b&gt;GPL-3.0-or-later&lt;/b&gt;). It is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. The whole licence is on the Licence tab and at &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;&lt;p&gt;Figures are estimates from published specifications, prices and measurements; check a quote before you buy.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;GPU Planner %1&lt;/h2&gt;&lt;p&gt;AI परियोजनाओं के लिए GPU इन्फ्रास्ट्रक्चर का आकार, समय और लागत तय करें। हर आंकड़ा अपना सूत्र, अपने इनपुट और वे कैटलॉग पंक्तियाँ, उनके स्रोतों सहित, दिखा सकता है जिनसे वह निकला है।&lt;/p&gt;&lt;p&gt;कॉपीराइट 2026 GPU Planner योगदानकर्ता।&lt;/p&gt;&lt;p&gt;GPU Planner मुक्त सॉफ़्टवेयर है: आप इसे Free Software Foundation द्वारा प्रकाशित GNU General Public License की शर्तों के अंतर्गत, लाइसेंस के संस्करण 3 या (अपनी इच्छा से) किसी बाद के संस्करण (&lt;b&gt;GPL-3.0-or-later&lt;/b&gt;) के अनुसार पुनर्वितरित और/या संशोधित कर सकते हैं। इसे इस आशा से वितरित किया जाता है कि यह उपयोगी होगा, परंतु बिना किसी वारंटी के; यहाँ तक कि व्यापारिकता (MERCHANTABILITY) या किसी विशेष उद्देश्य के लिए उपयुक्तता (FITNESS FOR A PARTICULAR PURPOSE) की निहित वारंटी के बिना भी। पूरा लाइसेंस लाइसेंस टैब पर और &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt; पर है।&lt;/p&gt;&lt;p&gt;आंकड़े प्रकाशित विनिर्देशों, कीमतों और मापों से निकाले गए अनुमान हैं; खरीदने से पहले कोटेशन जाँच लें।&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;GPU Planner uses these components, linked from the system&apos;s packages (Debian 12&apos;s). This program runs on Qt %1. The package&apos;s copyright file (/usr/share/doc/gpu-planner/copyright) lists them too.&lt;/p&gt;</source>
        <translation>&lt;p&gt;GPU Planner ये घटक इस्तेमाल करता है, जो सिस्टम के पैकेजों (Debian 12 के) से लिंक होते हैं। यह प्रोग्राम Qt %1 पर चलता है। पैकेज की कॉपीराइट फ़ाइल (/usr/share/doc/gpu-planner/copyright) में भी इनकी सूची है।&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&quot;left&quot;&gt;Component&lt;/th&gt;&lt;th align=&quot;left&quot;&gt;Used for&lt;/th&gt;&lt;th align=&quot;left&quot;&gt;Licence&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&quot;left&quot;&gt;घटक&lt;/th&gt;&lt;th align=&quot;left&quot;&gt;किसलिए&lt;/th&gt;&lt;th align=&quot;left&quot;&gt;लाइसेंस&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Qt Charts is offered under the GPL 3.0 only (or a commercial licence), which is one reason GPU Planner is GPL-3.0-or-later.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Qt Charts केवल GPL 3.0 (या व्यावसायिक लाइसेंस) के अंतर्गत उपलब्ध है, और यही एक कारण है कि GPU Planner GPL-3.0-or-later है।&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each row of the catalog names its source and its as-of date (the Catalog tab shows them). The shipped rows come from vendor datasheets and documentation (NVIDIA, AMD), the cloud providers&apos; price and billing pages, papers on arXiv, model configurations on Hugging Face, MLCommons and project repositories on GitHub, and public statistics (US EIA, US BLS). They are facts, credited here; no text of those sources is copied. The sites the catalog in use cites:&lt;/p&gt;</source>
        <translation>&lt;p&gt;कैटलॉग की हर पंक्ति अपना स्रोत और अपनी तिथि बताती है (कैटलॉग टैब इन्हें दिखाता है)। साथ आने वाली पंक्तियाँ विक्रेताओं की डेटाशीट और दस्तावेज़ों (NVIDIA, AMD), क्लाउड प्रदाताओं के मूल्य और बिलिंग पृष्ठों, arXiv के शोध-पत्रों, Hugging Face पर मॉडल कॉन्फ़िगरेशन, MLCommons और GitHub पर परियोजना रिपॉज़िटरी, तथा सार्वजनिक आंकड़ों (US EIA, US BLS) से आती हैं। ये तथ्य हैं, जिनका श्रेय यहाँ दिया गया है; इन स्रोतों का कोई पाठ कॉपी नहीं किया गया है। उपयोग में कैटलॉग जिन साइटों का हवाला देता है:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Web site</source>
        <translation>वेब साइट</translation>
    </message>
    <message>
        <source>Catalog rows</source>
        <translation>कैटलॉग पंक्तियाँ</translation>
    </message>
    <message>
        <source>Double-click a site to open it in the web browser.</source>
        <translation>किसी साइट को वेब ब्राउज़र में खोलने के लिए उस पर डबल-क्लिक करें।</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <source>Tabs: %1</source>
        <translation>टैब: %1</translation>
    </message>
    <message>
        <source>%1 (scrolling area)</source>
        <translation>%1 (स्क्रॉल क्षेत्र)</translation>
    </message>
    <message>
        <source>%1, in %2</source>
        <translation>%1, %2 में</translation>
    </message>
</context>
<context>
    <name>CatalogBrowser</name>
    <message>
        <source>&amp;Add Row</source>
        <translation>पंक्ति जोड़ें (&amp;A)</translation>
    </message>
    <message>
        <source>Add a row to this table (asks for its key)</source>
        <translation>इस तालिका में एक पंक्ति जोड़ें (उसकी कुंजी पूछता है)</translation>
    </message>
    <message>
        <source>Du&amp;plicate Row</source>
        <translation>पंक्ति की प्रति बनाएँ (&amp;P)</translation>
    </message>
    <message>
        <source>Copy the selected row under a new key</source>
        <translation>चुनी गई पंक्ति को नई कुंजी के अंतर्गत कॉपी करें</translation>
    </message>
    <message>
        <source>&amp;Delete Rows</source>
        <translation>पंक्तियाँ हटाएँ (&amp;D)</translation>
    </message>
    <message>
        <source>Delete the selected rows (Undo brings them back)</source>
        <translation>चुनी गई पंक्तियाँ हटाएँ (पूर्ववत करने से वे वापस आ जाती हैं)</translation>
    </message>
    <message>
        <source>1 USD = %1 %2 (as of %3)</source>
        <translation>1 USD = %1 %2 (%3 तक)</translation>
    </message>
    <message>
        <source>%1: %2 per USD, from %3, as of %4</source>
        <translation>%1: %2 प्रति USD, %3 से, %4 तक</translation>
    </message>
    <message>
        <source>Exchange rates from the currencies table, used for the price per GPU-hour:
</source>
        <translation>मुद्रा तालिका से विनिमय दरें, प्रति GPU-घंटा कीमत के लिए उपयोग की गईं:
</translation>
    </message>
    <message>
        <source>Stale Prices</source>
        <translation>पुरानी कीमतें</translation>
    </message>
    <message>
        <source>Mark a price stale when it is older than this many days:</source>
        <translation>कीमत को पुराना मानें जब वह इतने दिनों से पुरानी हो:</translation>
    </message>
    <message>
        <source>Add Row</source>
        <translation>पंक्ति जोड़ें</translation>
    </message>
    <message>
        <source>Added %1: fill in its figures and where they come from.</source>
        <translation>%1 जोड़ा गया: इसके आंकड़े और उनका स्रोत भरें।</translation>
    </message>
    <message>
        <source>Added %1 (hidden by the current filters).</source>
        <translation>%1 जोड़ा गया (मौजूदा फ़िल्टरों से छिपा हुआ)।</translation>
    </message>
    <message>
        <source>Select the row to duplicate first.</source>
        <translation>पहले प्रति बनाने के लिए पंक्ति चुनें।</translation>
    </message>
    <message>
        <source>Duplicate Row</source>
        <translation>पंक्ति की प्रति बनाएँ</translation>
    </message>
    <message>
        <source>Copied %1 as %2.</source>
        <translation>%1 को %2 के रूप में कॉपी किया गया।</translation>
    </message>
    <message>
        <source>Select the rows to delete first.</source>
        <translation>पहले हटाने के लिए पंक्तियाँ चुनें।</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n row(s); Undo brings them back.</source>
        <translation>
            <numerusform>%n पंक्ति हटाई गई; पूर्ववत करने से वह वापस आ जाती है।</numerusform>
            <numerusform>%n पंक्तियाँ हटाई गईं; पूर्ववत करने से वे वापस आ जाती हैं।</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Catalog JSON</source>
        <translation>कैटलॉग JSON आयात करें</translation>
    </message>
    <message>
        <source>Catalog JSON (*.json)</source>
        <translation>कैटलॉग JSON (*.json)</translation>
    </message>
    <message>
        <source>Import Failed</source>
        <translation>आयात विफल</translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>कुछ भी आयात नहीं हुआ: %1</translation>
    </message>
    <message>
        <source>Imported %1.</source>
        <translation>%1 आयात किया गया।</translation>
    </message>
    <message>
        <source>Select the rows to export first.</source>
        <translation>पहले निर्यात के लिए पंक्तियाँ चुनें।</translation>
    </message>
    <message>
        <source>Export Catalog JSON</source>
        <translation>कैटलॉग JSON निर्यात करें</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>निर्यात विफल</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n row(s) to %1.</source>
        <translation>
            <numerusform>%n पंक्ति %1 में निर्यात की गई।</numerusform>
            <numerusform>%n पंक्तियाँ %1 में निर्यात की गईं।</numerusform>
        </translation>
    </message>
    <message>
        <source>Exported the catalog to %1.</source>
        <translation>कैटलॉग %1 में निर्यात किया गया।</translation>
    </message>
    <message>
        <source>Export Table as CSV</source>
        <translation>तालिका को CSV के रूप में निर्यात करें</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Exported %1 to %2.</source>
        <translation>%1 को %2 में निर्यात किया गया।</translation>
    </message>
    <message>
        <source>Reset Catalog</source>
        <translation>कैटलॉग रीसेट करें</translation>
    </message>
    <message>
        <source>Replace your catalog with the one shipped with GPU Planner? Your edits, added rows and imports are lost (export them first to keep them). This cannot be undone.</source>
        <translation>अपने कैटलॉग को GPU Planner के साथ आए कैटलॉग से बदलें? आपके संपादन, जोड़ी गई पंक्तियाँ और आयात खो जाएँगे (उन्हें रखने के लिए पहले निर्यात करें)। इसे पूर्ववत नहीं किया जा सकता।</translation>
    </message>
    <message>
        <source>Reset Failed</source>
        <translation>रीसेट विफल</translation>
    </message>
    <message>
        <source>The catalog is back to the shipped version.</source>
        <translation>कैटलॉग वापस साथ आए संस्करण पर है।</translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation>कैटलॉग (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Undo Catalog Edit</source>
        <translation>कैटलॉग संपादन पूर्ववत करें (&amp;U)</translation>
    </message>
    <message>
        <source>Red&amp;o Catalog Edit</source>
        <translation>कैटलॉग संपादन फिर से करें (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Import JSON...</source>
        <translation>JSON आयात करें (&amp;I)...</translation>
    </message>
    <message>
        <source>&amp;Export JSON (All Tables)...</source>
        <translation>JSON निर्यात करें (सभी तालिकाएँ) (&amp;E)...</translation>
    </message>
    <message>
        <source>Export &amp;Selected Rows as JSON...</source>
        <translation>चुनी गई पंक्तियाँ JSON के रूप में निर्यात करें (&amp;S)...</translation>
    </message>
    <message>
        <source>Export Table as &amp;CSV...</source>
        <translation>तालिका को CSV के रूप में निर्यात करें (&amp;C)...</translation>
    </message>
    <message>
        <source>Display Curre&amp;ncy</source>
        <translation>प्रदर्शन मुद्रा (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Mark Prices Stale After...</source>
        <translation>कीमतों को इतने समय बाद पुराना मानें (&amp;M)...</translation>
    </message>
    <message>
        <source>&amp;Reset to Shipped Catalog...</source>
        <translation>साथ आए कैटलॉग पर रीसेट करें (&amp;R)...</translation>
    </message>
    <message>
        <source>Add or replace rows from a catalog JSON file</source>
        <translation>कैटलॉग JSON फ़ाइल से पंक्तियाँ जोड़ें या बदलें</translation>
    </message>
    <message>
        <source>A team catalog is the team&apos;s; its administrator replaces it with gpu-planner catalog push.</source>
        <translation>टीम कैटलॉग टीम का होता है; इसका व्यवस्थापक इसे gpu-planner catalog push से बदलता है।</translation>
    </message>
    <message>
        <source>Con&amp;tracted Prices...</source>
        <translation>अनुबंधित कीमतें (&amp;T)...</translation>
    </message>
    <message>
        <source>Price &amp;History of Selected Offer...</source>
        <translation>चुने गए ऑफ़र का कीमत इतिहास (&amp;H)...</translation>
    </message>
    <message>
        <source>Select an offer on the Offers table to see its price history.</source>
        <translation>कीमत इतिहास देखने के लिए ऑफ़र तालिका में एक ऑफ़र चुनें।</translation>
    </message>
    <message>
        <source>Catalog tables</source>
        <translation>कैटलॉग तालिकाएँ</translation>
    </message>
    <message>
        <source>Choose the catalog table (GPUs, models, offers, ...) to show beside.</source>
        <translation>बगल में दिखाने के लिए कैटलॉग तालिका (GPU, मॉडल, ऑफ़र, ...) चुनें।</translation>
    </message>
    <message>
        <source>Catalog table: %1</source>
        <translation>कैटलॉग तालिका: %1</translation>
    </message>
    <message>
        <source>One row per catalog entry; F2 or typing edits a cell of your own catalog, Ctrl+Insert adds a row, Delete removes one.</source>
        <translation>हर कैटलॉग प्रविष्टि की एक पंक्ति; F2 या टाइप करने से आपके अपने कैटलॉग का सेल संपादित होता है, Ctrl+Insert पंक्ति जोड़ता है, Delete एक पंक्ति हटाता है।</translation>
    </message>
</context>
<context>
    <name>CatalogEditor</name>
    <message>
        <source>%1 is not a column of %2</source>
        <translation>%1, %2 का कॉलम नहीं है</translation>
    </message>
    <message>
        <source>%1 has no row %2</source>
        <translation>%1 में पंक्ति %2 नहीं है</translation>
    </message>
    <message>
        <source>%1 could not be saved</source>
        <translation>%1 सहेजा नहीं जा सका</translation>
    </message>
    <message>
        <source>unknown catalog table %1</source>
        <translation>अज्ञात कैटलॉग तालिका %1</translation>
    </message>
    <message>
        <source>%1 could not be added</source>
        <translation>%1 जोड़ा नहीं जा सका</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 हटाएँ</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n row(s)</source>
        <translation>
            <numerusform>%n पंक्ति हटाएँ</numerusform>
            <numerusform>%n पंक्तियाँ हटाएँ</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 could not be deleted</source>
        <translation>%1 हटाया नहीं जा सका</translation>
    </message>
    <message>
        <source>entered by hand</source>
        <translation>हाथ से दर्ज</translation>
    </message>
    <message>
        <source>(new)</source>
        <translation>(नया)</translation>
    </message>
</context>
<context>
    <name>CatalogFilterBar</name>
    <message>
        <source>Search every column (e.g. H100 hbm3)</source>
        <translation>हर कॉलम में खोजें (जैसे H100 hbm3)</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>any</source>
        <translation>कोई भी</translation>
    </message>
    <message>
        <source>Only GPUs (and offers of GPUs) with at least this much memory</source>
        <translation>केवल वे GPU (और GPU के ऑफ़र) जिनकी मेमोरी कम से कम इतनी हो</translation>
    </message>
    <message>
        <source> TB/s</source>
        <translation> TB/s</translation>
    </message>
    <message>
        <source>Only GPUs (and offers of GPUs) with at least this memory bandwidth</source>
        <translation>केवल वे GPU (और GPU के ऑफ़र) जिनकी मेमोरी बैंडविड्थ कम से कम इतनी हो</translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation>सभी विक्रेता</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>सभी प्रकार</translation>
    </message>
    <message>
        <source>All currencies</source>
        <translation>सभी मुद्राएँ</translation>
    </message>
    <message>
        <source>Currency of the normalised price per GPU-hour</source>
        <translation>प्रति GPU-घंटा सामान्यीकृत कीमत की मुद्रा</translation>
    </message>
    <message>
        <source>Show prices &amp;in</source>
        <translation>कीमतें इसमें दिखाएँ (&amp;I)</translation>
    </message>
    <message>
        <source>Memory &amp;at least</source>
        <translation>मेमोरी कम से कम (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Bandwidth at least</source>
        <translation>बैंडविड्थ कम से कम (&amp;B)</translation>
    </message>
    <message>
        <source>Ve&amp;ndor</source>
        <translation>विक्रेता (&amp;N)</translation>
    </message>
    <message>
        <source>Provider &amp;kind</source>
        <translation>प्रदाता का प्रकार (&amp;K)</translation>
    </message>
    <message>
        <source>C&amp;urrency</source>
        <translation>मुद्रा (&amp;U)</translation>
    </message>
</context>
<context>
    <name>CatalogIdentity</name>
    <message>
        <source>the shipped catalog</source>
        <translation>साथ आया कैटलॉग</translation>
    </message>
    <message>
        <source>the catalog file %1</source>
        <translation>कैटलॉग फ़ाइल %1</translation>
    </message>
    <message>
        <source>the team catalog %1 (revision %2)</source>
        <translation>टीम कैटलॉग %1 (संशोधन %2)</translation>
    </message>
    <message>
        <source>the team catalog %1</source>
        <translation>टीम कैटलॉग %1</translation>
    </message>
    <message>
        <source>an unknown catalog</source>
        <translation>एक अज्ञात कैटलॉग</translation>
    </message>
</context>
<context>
    <name>CatalogIdentityText</name>
    <message>
        <source>This plan was saved with %1; it is now open with %2.</source>
        <translation>यह योजना %1 के साथ सहेजी गई थी; अब यह %2 के साथ खुली है।</translation>
    </message>
    <message>
        <source>The team catalog %1 has changed since this plan was saved (revision %2 then, %3 now).</source>
        <translation>इस योजना के सहेजे जाने के बाद टीम कैटलॉग %1 बदल गया है (तब संशोधन %2, अब %3)।</translation>
    </message>
</context>
<context>
    <name>CatalogNormalisedPrice</name>
    <message>
        <source>1 USD = 1 USD (no conversion)</source>
        <translation>1 USD = 1 USD (कोई रूपांतरण नहीं)</translation>
    </message>
    <message>
        <source>1 USD = %1 %2 (%3, as of %4)</source>
        <translation>1 USD = %1 %2 (%3, %4 तक)</translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation>प्रति GPU-घंटा कीमत</translation>
    </message>
    <message>
        <source>Original price: %1 %2 %3 for the whole instance (%4 GPUs)</source>
        <translation>मूल कीमत: पूरे इंस्टेंस (%4 GPU) के लिए %1 %2 %3</translation>
    </message>
    <message>
        <source>one-off purchase: see TCO</source>
        <translation>एकमुश्त खरीद: TCO देखें</translation>
    </message>
    <message>
        <source>Cannot normalise: needs a positive price, at least one GPU and a rate for %1 and %2.</source>
        <translation>सामान्यीकरण नहीं हो सकता: धनात्मक कीमत, कम से कम एक GPU और %1 व %2 की दर चाहिए।</translation>
    </message>
    <message>
        <source>%1 %2 per GPU-hour</source>
        <translation>%1 %2 प्रति GPU-घंटा</translation>
    </message>
    <message>
        <source>= %1 %2 / %3 GPUs</source>
        <translation>= %1 %2 / %3 GPU</translation>
    </message>
    <message>
        <source> / %1 hours per month</source>
        <translation> / %1 घंटे प्रति माह</translation>
    </message>
    <message>
        <source>No currency conversion</source>
        <translation>कोई मुद्रा रूपांतरण नहीं</translation>
    </message>
    <message>
        <source>Converted through USD:</source>
        <translation>USD के ज़रिए रूपांतरित:</translation>
    </message>
</context>
<context>
    <name>CatalogRowCommand</name>
    <message>
        <source>Add %1</source>
        <translation>%1 जोड़ें</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 हटाएँ</translation>
    </message>
</context>
<context>
    <name>CatalogSetValueCommand</name>
    <message>
        <source>Set %1 of %2 to %3</source>
        <translation>%2 का %1 %3 पर सेट करें</translation>
    </message>
</context>
<context>
    <name>CatalogSourcePanel</name>
    <message>
        <source>&lt;i&gt;Select a row to see where its figures come from.&lt;/i&gt;</source>
        <translation>&lt;i&gt;इसके आंकड़ों का स्रोत देखने के लिए एक पंक्ति चुनें।&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; &amp;mdash; source: %2, as of &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; &amp;mdash; स्रोत: %2, &lt;b&gt;%3&lt;/b&gt; तक</translation>
    </message>
    <message>
        <source> &amp;mdash; &lt;b&gt;edited by you on %1&lt;/b&gt;</source>
        <translation> &amp;mdash; &lt;b&gt;आपके द्वारा %1 को संपादित&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Source of the selected row</source>
        <translation>चुनी गई पंक्ति का स्रोत</translation>
    </message>
    <message>
        <source>Where the selected catalog row&apos;s figures come from, with links.</source>
        <translation>चुनी गई कैटलॉग पंक्ति के आंकड़े कहाँ से आते हैं, लिंक सहित।</translation>
    </message>
</context>
<context>
    <name>CatalogTableModel</name>
    <message>
        <source>Source: %1</source>
        <translation>स्रोत: %1</translation>
    </message>
    <message>
        <source>URL: %1</source>
        <translation>URL: %1</translation>
    </message>
    <message>
        <source>As of: %1</source>
        <translation>तिथि: %1</translation>
    </message>
    <message>
        <source>Edited by you on %1</source>
        <translation>आपके द्वारा %1 को संपादित</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>टिप्पणियाँ: %1</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>आयु</translation>
    </message>
    <message>
        <source>How old the price is: the days from its as-of date to today (a month or a year counts from its first day). Older than %1 days: marked stale.</source>
        <translation>कीमत कितनी पुरानी है: उसकी तिथि से आज तक के दिन (महीना या वर्ष उसके पहले दिन से गिना जाता है)। %1 दिनों से पुरानी: पुरानी चिह्नित।</translation>
    </message>
    <message>
        <source>Instance price / GPUs per instance (monthly prices / 730 h), converted to %1 at the catalog&apos;s rate. Purchases: see TCO.</source>
        <translation>इंस्टेंस कीमत / प्रति इंस्टेंस GPU (मासिक कीमतें / 730 h), कैटलॉग की दर पर %1 में बदली गई। खरीद: TCO देखें।</translation>
    </message>
</context>
<context>
    <name>CatalogValueFormat</name>
    <message>
        <source>%1, stale</source>
        <translation>%1, पुरानी</translation>
    </message>
    <message>
        <source>Age unknown: %1.</source>
        <translation>आयु अज्ञात: %1।</translation>
    </message>
    <message>
        <source>%1 (counted from %2)</source>
        <translation>%1 (%2 से गिना गया)</translation>
    </message>
    <message>
        <source>Price as of %1: %2 days old.</source>
        <translation>%1 की कीमत: %2 दिन पुरानी।</translation>
    </message>
    <message>
        <source>Stale: older than the %1-day threshold. Check the provider&apos;s current price.</source>
        <translation>पुरानी: %1 दिन की सीमा से पुरानी। प्रदाता की मौजूदा कीमत जाँचें।</translation>
    </message>
    <message>
        <source>Within the %1-day threshold.</source>
        <translation>%1 दिन की सीमा के भीतर।</translation>
    </message>
</context>
<context>
    <name>ChartDataBuilder</name>
    <message>
        <source>%1, %2, %3 GPUs billed</source>
        <translation>%1, %2, %3 GPU का बिल</translation>
    </message>
    <message>
        <source>serving</source>
        <translation>सर्विंग</translation>
    </message>
    <message>
        <source>training</source>
        <translation>ट्रेनिंग</translation>
    </message>
    <message>
        <source>Cost per training run (cheapest offer of each plan&apos;s tier)</source>
        <translation>प्रति ट्रेनिंग रन लागत (हर योजना के टियर का सबसे सस्ता ऑफ़र)</translation>
    </message>
    <message>
        <source>%1 per training run</source>
        <translation>%1 प्रति ट्रेनिंग रन</translation>
    </message>
    <message>
        <source>Cost per million output tokens at the target load (cheapest offer of each plan&apos;s tier)</source>
        <translation>लक्ष्य लोड पर प्रति दस लाख आउटपुट टोकन लागत (हर योजना के टियर का सबसे सस्ता ऑफ़र)</translation>
    </message>
    <message>
        <source>%1 per million output tokens</source>
        <translation>%1 प्रति दस लाख आउटपुट टोकन</translation>
    </message>
    <message>
        <source>Cost per run (cheapest offer of each plan&apos;s tier)</source>
        <translation>प्रति रन लागत (हर योजना के टियर का सबसे सस्ता ऑफ़र)</translation>
    </message>
    <message>
        <source>Cost per million tokens (cheapest offer of each plan&apos;s tier)</source>
        <translation>प्रति दस लाख टोकन लागत (हर योजना के टियर का सबसे सस्ता ऑफ़र)</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>ट्रेनिंग समय</translation>
    </message>
    <message>
        <source>Time to a trained model</source>
        <translation>ट्रेन किए गए मॉडल तक समय</translation>
    </message>
    <message>
        <source>Wall-clock hours</source>
        <translation>वास्तविक घंटे</translation>
    </message>
    <message>
        <source>Time to an answer (request latency)</source>
        <translation>उत्तर तक समय (अनुरोध लेटेंसी)</translation>
    </message>
    <message>
        <source>Seconds per request</source>
        <translation>प्रति अनुरोध सेकंड</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>टोकन प्रति सेकंड</translation>
    </message>
    <message>
        <source>Per month: %1 GPUs x %2 %3 per GPU-hour x %4 h</source>
        <translation>प्रति माह: %1 GPU x %2 %3 प्रति GPU-घंटा x %4 h</translation>
    </message>
    <message>
        <source> + DevOps %1 h x %2 %3</source>
        <translation> + DevOps %1 h x %2 %3</translation>
    </message>
    <message>
        <source> (managed: no DevOps of yours)</source>
        <translation> (मैनेज्ड: आपका कोई DevOps नहीं)</translation>
    </message>
    <message>
        <source> = %1 %2 (GPUs around the clock; month = 730 h, 8,760 h / 12)</source>
        <translation> = %1 %2 (चौबीसों घंटे GPU; महीना = 730 h, 8,760 h / 12)</translation>
    </message>
    <message>
        <source>
Offer: %1 (%2)</source>
        <translation>
ऑफ़र: %1 (%2)</translation>
    </message>
    <message>
        <source>
Source: %1, as of %2</source>
        <translation>
स्रोत: %1, %2 तक</translation>
    </message>
</context>
<context>
    <name>ChartPanel</name>
    <message>
        <source>Cost per result</source>
        <translation>प्रति परिणाम लागत</translation>
    </message>
    <message>
        <source>Time to result</source>
        <translation>परिणाम तक समय</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>प्रति GPU मेमोरी</translation>
    </message>
    <message>
        <source>Cost vs time</source>
        <translation>लागत बनाम समय</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>संचयी लागत</translation>
    </message>
</context>
<context>
    <name>ChartTable</name>
    <message>
        <source>Series %1</source>
        <translation>शृंखला %1</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>श्रेणी</translation>
    </message>
    <message>
        <source>Marker</source>
        <translation>चिह्नक</translation>
    </message>
    <message>
        <source>Horizontal axis</source>
        <translation>क्षैतिज अक्ष</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>बिंदु</translation>
    </message>
    <message>
        <source>Horizontal axis: %1.</source>
        <translation>क्षैतिज अक्ष: %1।</translation>
    </message>
    <message>
        <source>Vertical axis: %1.</source>
        <translation>ऊर्ध्वाधर अक्ष: %1।</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>चार्ट</translation>
    </message>
    <message>
        <source>%1 as a table</source>
        <translation>%1 तालिका के रूप में</translation>
    </message>
    <message>
        <source>Show as &amp;table</source>
        <translation>तालिका के रूप में दिखाएँ (&amp;T)</translation>
    </message>
    <message>
        <source>Show the chart&apos;s figures as a table</source>
        <translation>चार्ट के आंकड़े तालिका के रूप में दिखाएँ</translation>
    </message>
</context>
<context>
    <name>ChartView</name>
    <message>
        <source>Right-click to save this chart as PNG or SVG.</source>
        <translation>इस चार्ट को PNG या SVG के रूप में सहेजने के लिए राइट-क्लिक करें।</translation>
    </message>
    <message>
        <source>Nothing to draw yet.</source>
        <translation>अभी बनाने को कुछ नहीं है।</translation>
    </message>
    <message>
        <source>Could not write the PNG file %1 (check the folder exists and is writable).</source>
        <translation>PNG फ़ाइल %1 नहीं लिखी जा सकी (जाँचें कि फ़ोल्डर मौजूद है और उसमें लिखा जा सकता है)।</translation>
    </message>
    <message>
        <source>GPU Planner chart</source>
        <translation>GPU Planner चार्ट</translation>
    </message>
    <message>
        <source>Could not write the SVG file %1 (check the folder exists and is writable).</source>
        <translation>SVG फ़ाइल %1 नहीं लिखी जा सकी (जाँचें कि फ़ोल्डर मौजूद है और उसमें लिखा जा सकता है)।</translation>
    </message>
    <message>
        <source>The SVG file %1 came out empty.</source>
        <translation>SVG फ़ाइल %1 खाली निकली।</translation>
    </message>
    <message>
        <source>Save as &amp;PNG...</source>
        <translation>PNG के रूप में सहेजें (&amp;P)...</translation>
    </message>
    <message>
        <source>Save as &amp;SVG...</source>
        <translation>SVG के रूप में सहेजें (&amp;S)...</translation>
    </message>
    <message>
        <source>Save chart as PNG</source>
        <translation>चार्ट को PNG के रूप में सहेजें</translation>
    </message>
    <message>
        <source>Save chart as SVG</source>
        <translation>चार्ट को SVG के रूप में सहेजें</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG चित्र (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG चित्र (*.svg)</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>चार्ट सहेजें</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>चार्ट</translation>
    </message>
    <message>
        <source>A chart. Ctrl+Shift+T shows its figures as a table; Shift+F10 opens its menu.</source>
        <translation>एक चार्ट। Ctrl+Shift+T इसके आंकड़े तालिका के रूप में दिखाता है; Shift+F10 इसका मेनू खोलता है।</translation>
    </message>
</context>
<context>
    <name>ChecklistChartFactory</name>
    <message>
        <source>Criterion scores per platform</source>
        <translation>प्रति प्लेटफ़ॉर्म मानदंड अंक</translation>
    </message>
    <message>
        <source>Score (1 = best candidate)</source>
        <translation>अंक (1 = सबसे अच्छा उम्मीदवार)</translation>
    </message>
    <message>
        <source>No platform was evaluated.</source>
        <translation>किसी प्लेटफ़ॉर्म का मूल्यांकन नहीं हुआ।</translation>
    </message>
    <message>
        <source>%1 (unknown)</source>
        <translation>%1 (अज्ञात)</translation>
    </message>
</context>
<context>
    <name>ChecklistCriteriaChart</name>
    <message>
        <source>Criterion scores (1 = best of the candidates; no bar = unknown)</source>
        <translation>मानदंड अंक (1 = उम्मीदवारों में सबसे अच्छा; कोई बार नहीं = अज्ञात)</translation>
    </message>
    <message>
        <source> (unknown)</source>
        <translation> (अज्ञात)</translation>
    </message>
    <message>
        <source>Criterion scores chart</source>
        <translation>मानदंड अंक चार्ट</translation>
    </message>
    <message>
        <source>Criterion scores per platform. Ctrl+Shift+T shows them as a table; Shift+F10 opens the menu.</source>
        <translation>हर प्लेटफ़ॉर्म के मानदंड अंक। Ctrl+Shift+T इन्हें तालिका के रूप में दिखाता है; Shift+F10 मेनू खोलता है।</translation>
    </message>
    <message>
        <source>Score (1 = best of the candidates)</source>
        <translation>अंक (1 = उम्मीदवारों में सबसे अच्छा)</translation>
    </message>
</context>
<context>
    <name>ChecklistWizard</name>
    <message>
        <source>Your answer (no catalog source). Catalog: %1</source>
        <translation>आपका उत्तर (कोई कैटलॉग स्रोत नहीं)। कैटलॉग: %1</translation>
    </message>
    <message>
        <source>No source says; double-click to answer.</source>
        <translation>कोई स्रोत नहीं बताता; उत्तर देने के लिए डबल-क्लिक करें।</translation>
    </message>
    <message>
        <source>Platform checklist</source>
        <translation>प्लेटफ़ॉर्म चेकलिस्ट</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>वर्कलोड</translation>
    </message>
    <message>
        <source>The scenario whose GPU, size and layout every platform is held to.</source>
        <translation>वह परिदृश्य जिसके GPU, आकार और लेआउट पर हर प्लेटफ़ॉर्म को परखा जाता है।</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>परिदृश्य</translation>
    </message>
    <message>
        <source>Processes personal data of people in India (asks the DPDP question)</source>
        <translation>भारत के लोगों का व्यक्तिगत डेटा संसाधित करता है (DPDP प्रश्न पूछता है)</translation>
    </message>
    <message>
        <source>A new evaluation</source>
        <translation>एक नया मूल्यांकन</translation>
    </message>
    <message>
        <source>Open “%1” (%2)</source>
        <translation>“%1” खोलें (%2)</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>यहाँ से शुरू करें</translation>
    </message>
    <message>
        <source>Add to workspace</source>
        <translation>वर्कस्पेस में जोड़ें</translation>
    </message>
    <message>
        <source>Candidate platforms</source>
        <translation>उम्मीदवार प्लेटफ़ॉर्म</translation>
    </message>
    <message>
        <source>Tick two or more providers to compare.</source>
        <translation>तुलना के लिए दो या अधिक प्रदाताओं पर टिक करें।</translation>
    </message>
    <message>
        <source>Criterion weights</source>
        <translation>मानदंडों का भार</translation>
    </message>
    <message>
        <source>Defaults follow the workload: pre-training weighs the interconnect and network fabric high, serving memory bandwidth and cost per query. Change them to your priorities.</source>
        <translation>डिफ़ॉल्ट वर्कलोड के अनुसार होते हैं: प्री-ट्रेनिंग में इंटरकनेक्ट और नेटवर्क फ़ैब्रिक का भार अधिक होता है, सर्विंग में मेमोरी बैंडविड्थ और प्रति क्वेरी लागत का। इन्हें अपनी प्राथमिकताओं के अनुसार बदलें।</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>परिणाम</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>नाम</translation>
    </message>
    <message>
        <source>Update in workspace</source>
        <translation>वर्कस्पेस में अपडेट करें</translation>
    </message>
    <message>
        <source>Keep this evaluation in the workspace: it is saved in the .gpuplan and goes into proposals.</source>
        <translation>इस मूल्यांकन को वर्कस्पेस में रखें: यह .gpuplan में सहेजा जाता है और प्रस्तावों में जाता है।</translation>
    </message>
    <message>
        <source>No workspace to keep it in.</source>
        <translation>इसे रखने के लिए कोई वर्कस्पेस नहीं है।</translation>
    </message>
    <message>
        <source>The checklist cannot be evaluated: %1</source>
        <translation>चेकलिस्ट का मूल्यांकन नहीं हो सकता: %1</translation>
    </message>
    <message>
        <source>Scores weigh each criterion relative to the best candidate; an unknown criterion counts 0. Tick an answer to confirm it or double-click to write your own: it is kept with the evaluation, while scores and gaps stay those of the sourced facts.</source>
        <translation>अंक हर मानदंड को सबसे अच्छे उम्मीदवार के सापेक्ष तौलते हैं; अज्ञात मानदंड 0 गिना जाता है। किसी उत्तर की पुष्टि के लिए उस पर टिक करें या अपना उत्तर लिखने के लिए डबल-क्लिक करें: वह मूल्यांकन के साथ रखा जाता है, जबकि अंक और कमियाँ स्रोत-आधारित तथ्यों की ही रहती हैं।</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>प्लेटफ़ॉर्म</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>अंक</translation>
    </message>
    <message>
        <source>Weight known</source>
        <translation>ज्ञात भार</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>प्रश्न</translation>
    </message>
    <message>
        <source>Source: %1 (%2)</source>
        <translation>स्रोत: %1 (%2)</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>गंभीरता</translation>
    </message>
    <message>
        <source>Gap</source>
        <translation>कमी</translation>
    </message>
    <message>
        <source>blocking</source>
        <translation>अवरोधक</translation>
    </message>
    <message>
        <source>caution</source>
        <translation>सावधानी</translation>
    </message>
    <message>
        <source>Checklist: %1</source>
        <translation>चेकलिस्ट: %1</translation>
    </message>
    <message>
        <source>Updated “%1” in the workspace.</source>
        <translation>वर्कस्पेस में “%1” अपडेट किया गया।</translation>
    </message>
    <message>
        <source>Kept in the workspace as “%1”: saved with the .gpuplan and shown in proposals (Checklist menu to reopen; Edit &gt; Undo to take it out).</source>
        <translation>वर्कस्पेस में “%1” के रूप में रखा गया: .gpuplan के साथ सहेजा जाता है और प्रस्तावों में दिखता है (फिर से खोलने के लिए चेकलिस्ट मेनू; हटाने के लिए संपादन &gt; पूर्ववत करें)।</translation>
    </message>
    <message>
        <source>Cannot reopen “%1”: its scenario “%2” is no longer in the workspace. It is still kept, and shown in proposals as evaluated on %3.</source>
        <translation>“%1” फिर से नहीं खुल सकता: इसका परिदृश्य “%2” अब वर्कस्पेस में नहीं है। यह अब भी रखा गया है, और प्रस्तावों में %3 को मूल्यांकित के रूप में दिखता है।</translation>
    </message>
    <message>
        <source>Ticked because the plan “%1” processes personal data of people in India.</source>
        <translation>टिक किया गया क्योंकि योजना “%1” भारत के लोगों का व्यक्तिगत डेटा संसाधित करती है।</translation>
    </message>
    <message>
        <source>Ticked because the plan “%1” keeps its data in India.</source>
        <translation>टिक किया गया क्योंकि योजना “%1” अपना डेटा भारत में रखती है।</translation>
    </message>
    <message>
        <source>Scores per platform</source>
        <translation>प्रति प्लेटफ़ॉर्म अंक</translation>
    </message>
    <message>
        <source>One row per platform: its score and how much of the weight is known.</source>
        <translation>हर प्लेटफ़ॉर्म की एक पंक्ति: उसका अंक और भार का कितना हिस्सा ज्ञात है।</translation>
    </message>
    <message>
        <source>Answers per platform</source>
        <translation>प्रति प्लेटफ़ॉर्म उत्तर</translation>
    </message>
    <message>
        <source>One row per question, one column per platform; confirm an answer with its check box or press F2 to write your own.</source>
        <translation>हर प्रश्न की एक पंक्ति, हर प्लेटफ़ॉर्म का एक कॉलम; उत्तर को उसके चेक बॉक्स से पुष्ट करें या अपना लिखने के लिए F2 दबाएँ।</translation>
    </message>
    <message>
        <source>Gaps</source>
        <translation>कमियाँ</translation>
    </message>
    <message>
        <source>What is still unknown for each platform.</source>
        <translation>हर प्लेटफ़ॉर्म के बारे में जो अभी अज्ञात है।</translation>
    </message>
</context>
<context>
    <name>ComparisonExplanationFormatter</name>
    <message>
        <source>, age unknown</source>
        <translation>, आयु अज्ञात</translation>
    </message>
    <message>
        <source>, %1 old, &lt;b&gt;stale&lt;/b&gt;: older than %2 days</source>
        <translation>, %1 पुरानी, &lt;b&gt;पुरानी कीमत&lt;/b&gt;: %2 दिनों से पुरानी</translation>
    </message>
    <message>
        <source>, %1 old</source>
        <translation>, %1 पुरानी</translation>
    </message>
</context>
<context>
    <name>ComparisonPane</name>
    <message>
        <source>&lt;b&gt;Comparison&lt;/b&gt; (best value of each row in bold)</source>
        <translation>&lt;b&gt;तुलना&lt;/b&gt; (हर पंक्ति का सबसे अच्छा मान मोटे अक्षरों में)</translation>
    </message>
    <message>
        <source>Copy as CSV</source>
        <translation>CSV के रूप में कॉपी करें</translation>
    </message>
    <message>
        <source>Copy the whole comparison table as CSV for a spreadsheet</source>
        <translation>स्प्रेडशीट के लिए पूरी तुलना तालिका CSV के रूप में कॉपी करें</translation>
    </message>
    <message>
        <source>This figure does not apply to this scenario.</source>
        <translation>यह आंकड़ा इस परिदृश्य पर लागू नहीं होता।</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;What would make it fit&lt;/b&gt; (the engine&apos;s estimate for each change, %1 GB per GPU usable, %2 GB needed now):&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;इसे क्या फ़िट करेगा&lt;/b&gt; (हर बदलाव के लिए इंजन का अनुमान, प्रति GPU %1 GB उपयोग योग्य, अभी %2 GB चाहिए):&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No single change the engine knows makes it fit: a GPU with more memory, or more GPUs with the model sharded over them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;इंजन को ज्ञात कोई एक बदलाव इसे फ़िट नहीं करता: अधिक मेमोरी वाला GPU, या अधिक GPU जिन पर मॉडल बाँटा जाए।&lt;/p&gt;</translation>
    </message>
    <message>
        <source>, time x%1</source>
        <translation>, समय x%1</translation>
    </message>
    <message>
        <source>1 GPU</source>
        <translation>1 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <source>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt;: %2 GB per GPU on %3, %4%5&lt;/li&gt;</source>
        <translation>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt;: %3 पर प्रति GPU %2 GB, %4%5&lt;/li&gt;</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>फ़िट होता है</translation>
    </message>
    <message>
        <source>still too big</source>
        <translation>अब भी बहुत बड़ा</translation>
    </message>
    <message>
        <source>Scenario comparison</source>
        <translation>परिदृश्य तुलना</translation>
    </message>
    <message>
        <source>One column per scenario, one row per figure (time, cost, memory, offer); arrow keys move between cells, the header names each scenario.</source>
        <translation>हर परिदृश्य का एक कॉलम, हर आंकड़े की एक पंक्ति (समय, लागत, मेमोरी, ऑफ़र); तीर कुंजियाँ सेलों के बीच ले जाती हैं, शीर्षक हर परिदृश्य का नाम बताता है।</translation>
    </message>
</context>
<context>
    <name>ContractCommands</name>
    <message>
        <source>%1: &quot;%2&quot; is not a number</source>
        <translation>%1: &quot;%2&quot; संख्या नहीं है</translation>
    </message>
    <message>
        <source>%1% off %2 %3</source>
        <translation>%2 %3 पर %1% छूट</translation>
    </message>
    <message>
        <source>%1 %2 for offer %3</source>
        <translation>ऑफ़र %3 के लिए %1 %2</translation>
    </message>
    <message>
        <source>Set a contracted price for one offer (--offer, --price, --currency) or a discount for a provider and tier (--provider, --tier, --discount), with its source (the contract&apos;s name) and date. A price for the offer wins over its provider&apos;s discount. Kept in the user&apos;s catalog only (docs/contracted-prices.md).</source>
        <translation>एक ऑफ़र के लिए अनुबंधित कीमत (--offer, --price, --currency) या किसी प्रदाता और टियर के लिए छूट (--provider, --tier, --discount) सेट करें, उसके स्रोत (अनुबंध का नाम) और तिथि के साथ। ऑफ़र की कीमत उसके प्रदाता की छूट पर प्राथमिकता पाती है। केवल उपयोगकर्ता के कैटलॉग में रखी जाती है (docs/contracted-prices.md)।</translation>
    </message>
    <message>
        <source>The offer&apos;s key.</source>
        <translation>ऑफ़र की कुंजी।</translation>
    </message>
    <message>
        <source>Contracted price for the whole instance, per the offer&apos;s unit.</source>
        <translation>पूरे इंस्टेंस के लिए अनुबंधित कीमत, ऑफ़र की इकाई के अनुसार।</translation>
    </message>
    <message>
        <source>ISO code of the price (a catalog currency).</source>
        <translation>कीमत का ISO कोड (कैटलॉग की एक मुद्रा)।</translation>
    </message>
    <message>
        <source>The provider&apos;s key.</source>
        <translation>प्रदाता की कुंजी।</translation>
    </message>
    <message>
        <source>The tier: on_demand, spot, reserved_1y, ...</source>
        <translation>टियर: on_demand, spot, reserved_1y, ...</translation>
    </message>
    <message>
        <source>Percent off the list price, 0 to below 100.</source>
        <translation>सूचीबद्ध कीमत पर प्रतिशत छूट, 0 से लेकर 100 से कम तक।</translation>
    </message>
    <message>
        <source>The contract&apos;s name (required).</source>
        <translation>अनुबंध का नाम (आवश्यक)।</translation>
    </message>
    <message>
        <source>The contract&apos;s date (default: today).</source>
        <translation>अनुबंध की तिथि (डिफ़ॉल्ट: आज)।</translation>
    </message>
    <message>
        <source>Free text.</source>
        <translation>मुक्त पाठ।</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>अनपेक्षित आर्ग्युमेंट &quot;%1&quot;</translation>
    </message>
    <message>
        <source>give either --offer KEY --price AMOUNT --currency CODE, or --provider KEY --tier TIER --discount PERCENT</source>
        <translation>या तो --offer KEY --price AMOUNT --currency CODE दें, या --provider KEY --tier TIER --discount PERCENT</translation>
    </message>
    <message>
        <source>discount_percent: --discount PERCENT is required</source>
        <translation>discount_percent: --discount PERCENT आवश्यक है</translation>
    </message>
    <message>
        <source>price: --price AMOUNT is required</source>
        <translation>price: --price AMOUNT आवश्यक है</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>%1 सेट किया गया</translation>
    </message>
    <message>
        <source>List the contracted prices and discounts of the user&apos;s catalog.</source>
        <translation>उपयोगकर्ता के कैटलॉग की अनुबंधित कीमतें और छूटें सूचीबद्ध करें।</translation>
    </message>
    <message>
        <source>Print them as JSON.</source>
        <translation>उन्हें JSON के रूप में प्रिंट करें।</translation>
    </message>
    <message>
        <source>No contracted prices or discounts.</source>
        <translation>कोई अनुबंधित कीमत या छूट नहीं।</translation>
    </message>
    <message>
        <source>Remove a contracted price or discount by its key, as `catalog contract list` prints it (price:OFFER or discount:PROVIDER:TIER). Its earlier value stays in the price history.</source>
        <translation>किसी अनुबंधित कीमत या छूट को उसकी कुंजी से हटाएँ, जैसी `catalog contract list` उसे प्रिंट करता है (price:OFFER या discount:PROVIDER:TIER)। उसका पिछला मान कीमत इतिहास में बना रहता है।</translation>
    </message>
    <message>
        <source>price:OFFER or discount:PROVIDER:TIER</source>
        <translation>price:OFFER या discount:PROVIDER:TIER</translation>
    </message>
    <message>
        <source>name one KEY (price:OFFER or discount:...)</source>
        <translation>एक KEY बताएँ (price:OFFER या discount:...)</translation>
    </message>
    <message>
        <source>Removed %1</source>
        <translation>%1 हटाया गया</translation>
    </message>
    <message>
        <source>Usage: gpu-planner catalog contract &lt;command&gt; [options]
  set --offer KEY --price AMOUNT --currency CODE --source NAME [--date D]
  set --provider KEY --tier TIER --discount PERCENT --source NAME [--date D]
  list [--json]
  remove KEY
Each command takes --help and --catalog PATH.
</source>
        <translation>उपयोग: gpu-planner catalog contract &lt;command&gt; [options]
  set --offer KEY --price AMOUNT --currency CODE --source NAME [--date D]
  set --provider KEY --tier TIER --discount PERCENT --source NAME [--date D]
  list [--json]
  remove KEY
हर कमांड --help और --catalog PATH लेता है।
</translation>
    </message>
    <message>
        <source>a command is required
</source>
        <translation>एक कमांड आवश्यक है
</translation>
    </message>
    <message>
        <source>unknown command
</source>
        <translation>अज्ञात कमांड
</translation>
    </message>
    <message>
        <source>Print an offer&apos;s earlier prices, oldest first: list prices an import or an edit replaced, contracted prices and its provider&apos;s discounts for its tier, each with the dates it was valid and its source; then the price now.</source>
        <translation>किसी ऑफ़र की पिछली कीमतें प्रिंट करें, सबसे पुरानी पहले: वे सूचीबद्ध कीमतें जिन्हें किसी आयात या संपादन ने बदला, अनुबंधित कीमतें और उसके टियर के लिए उसके प्रदाता की छूटें, हर एक उन तिथियों के साथ जब वह मान्य थी और अपने स्रोत के साथ; फिर अभी की कीमत।</translation>
    </message>
    <message>
        <source>Print it as JSON.</source>
        <translation>इसे JSON के रूप में प्रिंट करें।</translation>
    </message>
    <message>
        <source>name one OFFER_KEY</source>
        <translation>एक OFFER_KEY बताएँ</translation>
    </message>
    <message>
        <source>%1 %2 per %3, list price as of %4</source>
        <translation>%1 %2 प्रति %3, सूचीबद्ध कीमत %4 तक</translation>
    </message>
    <message>
        <source>offer_key &quot;%1&quot; is not in offers</source>
        <translation>offer_key &quot;%1&quot; offers तालिका में नहीं है</translation>
    </message>
    <message>
        <source>No earlier prices of %1 recorded.</source>
        <translation>%1 की कोई पिछली कीमत दर्ज नहीं है।</translation>
    </message>
    <message>
        <source>%1% discount (%2 %3)</source>
        <translation>%1% छूट (%2 %3)</translation>
    </message>
    <message>
        <source>%1 %2 per %3, %4</source>
        <translation>%1 %2 प्रति %3, %4</translation>
    </message>
    <message>
        <source>contracted</source>
        <translation>अनुबंधित</translation>
    </message>
    <message>
        <source>list</source>
        <translation>सूचीबद्ध</translation>
    </message>
    <message>
        <source>now: %1</source>
        <translation>अभी: %1</translation>
    </message>
    <message>
        <source>paid: %1 %2 (%3, %4 %5)</source>
        <translation>भुगतान: %1 %2 (%3, %4 %5)</translation>
    </message>
</context>
<context>
    <name>ContractPricesDialog</name>
    <message>
        <source>&amp;Remove</source>
        <translation>हटाएँ (&amp;R)</translation>
    </message>
    <message>
        <source>Contracted Prices</source>
        <translation>अनुबंधित कीमतें</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>प्रकार</translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation>किस पर लागू</translation>
    </message>
    <message>
        <source>Terms</source>
        <translation>शर्तें</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>स्रोत</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>तिथि</translation>
    </message>
    <message>
        <source>Discount for a provider and tier</source>
        <translation>किसी प्रदाता और टियर के लिए छूट</translation>
    </message>
    <message>
        <source>Contracted price for one offer</source>
        <translation>एक ऑफ़र के लिए अनुबंधित कीमत</translation>
    </message>
    <message>
        <source>&amp;Provider:</source>
        <translation>प्रदाता (&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Tier:</source>
        <translation>टियर (&amp;T):</translation>
    </message>
    <message>
        <source>e.g. 12 (percent off the list price, below 100)</source>
        <translation>जैसे 12 (सूचीबद्ध कीमत पर प्रतिशत छूट, 100 से कम)</translation>
    </message>
    <message>
        <source>&amp;Discount (%):</source>
        <translation>छूट (%) (&amp;D):</translation>
    </message>
    <message>
        <source>the offer&apos;s key, e.g. aws-p5-48xlarge-on-demand</source>
        <translation>ऑफ़र की कुंजी, जैसे aws-p5-48xlarge-on-demand</translation>
    </message>
    <message>
        <source>&amp;Offer:</source>
        <translation>ऑफ़र (&amp;O):</translation>
    </message>
    <message>
        <source>for the whole instance, per the offer&apos;s unit</source>
        <translation>पूरे इंस्टेंस के लिए, ऑफ़र की इकाई के अनुसार</translation>
    </message>
    <message>
        <source>P&amp;rice:</source>
        <translation>कीमत (&amp;R):</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>मुद्रा (&amp;U):</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>प्रकार (&amp;K):</translation>
    </message>
    <message>
        <source>the contract&apos;s name (required)</source>
        <translation>अनुबंध का नाम (आवश्यक)</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>स्रोत (&amp;S):</translation>
    </message>
    <message>
        <source>D&amp;ate:</source>
        <translation>तिथि (&amp;A):</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>टिप्पणियाँ (&amp;N):</translation>
    </message>
    <message>
        <source>S&amp;et</source>
        <translation>सेट करें (&amp;E)</translation>
    </message>
    <message>
        <source>A contracted price for an offer wins over its provider&apos;s discount. The list price always stands beside the price paid. Kept in your catalog only.</source>
        <translation>किसी ऑफ़र की अनुबंधित कीमत उसके प्रदाता की छूट पर प्राथमिकता पाती है। सूचीबद्ध कीमत हमेशा भुगतान की गई कीमत के साथ दिखती है। केवल आपके कैटलॉग में रखी जाती है।</translation>
    </message>
    <message>
        <source>The shipped catalog is read-only: contracted prices are kept in your own catalog.</source>
        <translation>साथ आया कैटलॉग केवल-पठन है: अनुबंधित कीमतें आपके अपने कैटलॉग में रखी जाती हैं।</translation>
    </message>
    <message>
        <source>discount</source>
        <translation>छूट</translation>
    </message>
    <message>
        <source>contracted price</source>
        <translation>अनुबंधित कीमत</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1% off the list price</source>
        <translation>सूचीबद्ध कीमत पर %1% छूट</translation>
    </message>
    <message>
        <source>discount_percent: &quot;%1&quot; is not a number</source>
        <translation>discount_percent: &quot;%1&quot; संख्या नहीं है</translation>
    </message>
    <message>
        <source>price: &quot;%1&quot; is not a number</source>
        <translation>price: &quot;%1&quot; संख्या नहीं है</translation>
    </message>
    <message>
        <source>Set %1.</source>
        <translation>%1 सेट किया गया।</translation>
    </message>
    <message>
        <source>Removed %1; its earlier value stays in the price history.</source>
        <translation>%1 हटाया गया; इसका पिछला मान कीमत इतिहास में बना रहता है।</translation>
    </message>
    <message>
        <source>%1 %2 per instance, in the offer&apos;s unit</source>
        <translation>%1 %2 प्रति इंस्टेंस, ऑफ़र की इकाई में</translation>
    </message>
    <message>
        <source>Contracts</source>
        <translation>अनुबंध</translation>
    </message>
    <message>
        <source>One row per discount or contracted price: kind, what it applies to, terms, source and date.</source>
        <translation>हर छूट या अनुबंधित कीमत की एक पंक्ति: प्रकार, किस पर लागू, शर्तें, स्रोत और तिथि।</translation>
    </message>
</context>
<context>
    <name>DocumentController</name>
    <message>
        <source>GPU Planner workspaces (*.gpuplan);;All files (*)</source>
        <translation>GPU Planner वर्कस्पेस (*.gpuplan);;सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>बिना शीर्षक</translation>
    </message>
    <message>
        <source>Open workspace</source>
        <translation>वर्कस्पेस खोलें</translation>
    </message>
    <message>
        <source>Overwrite them with this window&apos;s version, save this version under another name, or cancel?</source>
        <translation>इन्हें इस विंडो के संस्करण से अधिलेखित करें, इस संस्करण को दूसरे नाम से सहेजें, या रद्द करें?</translation>
    </message>
    <message>
        <source>Save workspace</source>
        <translation>वर्कस्पेस सहेजें</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>अधिलेखित करें (&amp;O)</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>इस रूप में सहेजें (&amp;A)...</translation>
    </message>
    <message>
        <source>workspace</source>
        <translation>वर्कस्पेस</translation>
    </message>
    <message>
        <source>Save workspace as</source>
        <translation>वर्कस्पेस को इस रूप में सहेजें</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>बिना सहेजे बदलाव</translation>
    </message>
    <message>
        <source>The workspace &quot;%1&quot; has unsaved changes. Save them first?</source>
        <translation>वर्कस्पेस &quot;%1&quot; में बिना सहेजे बदलाव हैं। पहले उन्हें सहेजें?</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>बिना सहेजा काम वापस लाएँ</translation>
    </message>
    <message>
        <source>GPU Planner did not close normally. Restore the unsaved workspace%1?
If you answer No, the copy is set aside in %2 and not offered again.</source>
        <translation>GPU Planner सामान्य रूप से बंद नहीं हुआ। बिना सहेजा वर्कस्पेस%1 वापस लाएँ?
यदि आप नहीं कहते हैं, तो प्रति %2 में अलग रख दी जाती है और फिर नहीं पूछी जाती।</translation>
    </message>
    <message>
        <source> &quot;%1&quot;</source>
        <translation> &quot;%1&quot;</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(अभी कोई नहीं)</translation>
    </message>
    <message>
        <source>Plan prices</source>
        <translation>योजना की कीमतें</translation>
    </message>
    <message>
        <source>&amp;Reprice from catalog</source>
        <translation>कैटलॉग से फिर से कीमत लगाएँ (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keep the plan&apos;s prices</source>
        <translation>योजना की कीमतें रखें (&amp;K)</translation>
    </message>
</context>
<context>
    <name>EditConflictDialog</name>
    <message>
        <source>empty</source>
        <translation>खाली</translation>
    </message>
    <message>
        <source>Someone Else Changed This Row</source>
        <translation>किसी और ने यह पंक्ति बदल दी</translation>
    </message>
    <message>
        <source>another user</source>
        <translation>अन्य उपयोगकर्ता</translation>
    </message>
    <message>
        <source>%1 changed %2 of %3 &quot;%4&quot; after you read it. Their change is saved; yours is not, and nothing was overwritten.</source>
        <translation>आपके पढ़ने के बाद %1 द्वारा %3 &quot;%4&quot; का %2 बदला गया। उनका बदलाव सहेजा गया है; आपका नहीं, और कुछ भी अधिलेखित नहीं हुआ।</translation>
    </message>
    <message>
        <source>%1 changed %2 of %3 &quot;%4&quot; at %5 (UTC), after you read it. Their change is saved; yours is not, and nothing was overwritten.</source>
        <translation>आपके पढ़ने के बाद %5 (UTC) पर %1 द्वारा %3 &quot;%4&quot; का %2 बदला गया। उनका बदलाव सहेजा गया है; आपका नहीं, और कुछ भी अधिलेखित नहीं हुआ।</translation>
    </message>
    <message>
        <source>When you read it:</source>
        <translation>जब आपने इसे पढ़ा:</translation>
    </message>
    <message>
        <source>Theirs (saved, by %1):</source>
        <translation>उनका (सहेजा गया, %1 द्वारा):</translation>
    </message>
    <message>
        <source>Yours (not saved):</source>
        <translation>आपका (सहेजा नहीं गया):</translation>
    </message>
    <message>
        <source>Keep theirs, or put yours on top of theirs? Either way Undo takes back only what you do here.</source>
        <translation>उनका रखें, या उनके ऊपर अपना लागू करें? दोनों ही स्थितियों में पूर्ववत करने से केवल वही वापस होता है जो आप यहाँ करते हैं।</translation>
    </message>
    <message>
        <source>Keep &amp;Theirs</source>
        <translation>उनका रखें (&amp;T)</translation>
    </message>
    <message>
        <source>Keep &amp;Mine</source>
        <translation>मेरा रखें (&amp;M)</translation>
    </message>
</context>
<context>
    <name>ExamplesDialog</name>
    <message>
        <source>Examples</source>
        <translation>उदाहरण</translation>
    </message>
    <message>
        <source>A workspace opens in place of the current one (after asking about unsaved changes); a scenario or a TCO analysis is added to the current workspace.</source>
        <translation>वर्कस्पेस मौजूदा वर्कस्पेस की जगह खुलता है (बिना सहेजे बदलावों के बारे में पूछने के बाद); परिदृश्य या TCO विश्लेषण मौजूदा वर्कस्पेस में जोड़ा जाता है।</translation>
    </message>
    <message>
        <source>workspace</source>
        <translation>वर्कस्पेस</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>परिदृश्य</translation>
    </message>
    <message>
        <source>TCO analysis</source>
        <translation>TCO विश्लेषण</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>No examples were found (they are installed with the program).</source>
        <translation>कोई उदाहरण नहीं मिला (वे प्रोग्राम के साथ इंस्टॉल होते हैं)।</translation>
    </message>
    <message>
        <source>The shipped example workspaces; press Enter to open one.</source>
        <translation>साथ आए उदाहरण वर्कस्पेस; किसी को खोलने के लिए Enter दबाएँ।</translation>
    </message>
</context>
<context>
    <name>FindConfigurationsDialog</name>
    <message>
        <source>Only offers in &amp;India</source>
        <translation>केवल भारत के ऑफ़र (&amp;I)</translation>
    </message>
    <message>
        <source>Include &amp;flagged offers</source>
        <translation>चिह्नित ऑफ़र भी शामिल करें (&amp;F)</translation>
    </message>
    <message>
        <source>Allow &amp;quantised weights and FP8 KV cache</source>
        <translation>क्वांटाइज़्ड वेट और FP8 KV cache की अनुमति दें (&amp;Q)</translation>
    </message>
    <message>
        <source>Time to first &amp;token (ms):</source>
        <translation>पहले टोकन तक समय (ms) (&amp;T):</translation>
    </message>
    <message>
        <source>Time per output t&amp;oken (ms):</source>
        <translation>प्रति आउटपुट टोकन समय (ms) (&amp;O):</translation>
    </message>
    <message>
        <source>&amp;Add to workspace</source>
        <translation>वर्कस्पेस में जोड़ें (&amp;A)</translation>
    </message>
    <message>
        <source>Find configurations</source>
        <translation>कॉन्फ़िगरेशन खोजें</translation>
    </message>
    <message>
        <source>The workload searched for: its model, task, data or traffic. Its own GPU and layout are ignored.</source>
        <translation>जिस वर्कलोड के लिए खोजा गया: उसका मॉडल, कार्य, डेटा या ट्रैफ़िक। उसका अपना GPU और लेआउट अनदेखा किया जाता है।</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>ऑन-डिमांड</translation>
    </message>
    <message>
        <source>Spot (interruptible)</source>
        <translation>स्पॉट (बाधित हो सकता है)</translation>
    </message>
    <message>
        <source>1-year reservation</source>
        <translation>1-वर्ष का आरक्षण</translation>
    </message>
    <message>
        <source>3-year reservation</source>
        <translation>3-वर्ष का आरक्षण</translation>
    </message>
    <message>
        <source>Dedicated, monthly</source>
        <translation>डेडिकेटेड, मासिक</translation>
    </message>
    <message>
        <source>Managed, monthly</source>
        <translation>मैनेज्ड, मासिक</translation>
    </message>
    <message>
        <source>Price with %1 offers. Reservations need a 1- or 3-year commitment.</source>
        <translation>%1 ऑफ़रों से कीमत लगाएँ। आरक्षण के लिए 1 या 3 वर्ष की प्रतिबद्धता चाहिए।</translation>
    </message>
    <message>
        <source>Keep only offers whose region is in India (for data under India&apos;s DPDP Act 2023).</source>
        <translation>केवल वे ऑफ़र रखें जिनका क्षेत्र भारत में है (भारत के DPDP अधिनियम 2023 के अंतर्गत डेटा के लिए)।</translation>
    </message>
    <message>
        <source>The largest GPU count searched.</source>
        <translation>खोजी गई सबसे बड़ी GPU संख्या।</translation>
    </message>
    <message>
        <source>none</source>
        <translation>कोई नहीं</translation>
    </message>
    <message>
        <source>no target</source>
        <translation>कोई लक्ष्य नहीं</translation>
    </message>
    <message>
        <source>Longest acceptable wait for the first token, in milliseconds.</source>
        <translation>पहले टोकन के लिए स्वीकार्य सबसे लंबा इंतज़ार, मिलीसेकंड में।</translation>
    </message>
    <message>
        <source>Longest acceptable time between generated tokens, in milliseconds.</source>
        <translation>बनाए गए टोकनों के बीच स्वीकार्य सबसे लंबा समय, मिलीसेकंड में।</translation>
    </message>
    <message>
        <source>Let the serving search use 8-bit and 4-bit weights and an FP8 KV cache (test the quality).</source>
        <translation>सर्विंग खोज को 8-बिट और 4-बिट वेट और FP8 KV cache उपयोग करने दें (गुणवत्ता जाँचें)।</translation>
    </message>
    <message>
        <source>&amp;Scenario:</source>
        <translation>परिदृश्य (&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Most GPUs:</source>
        <translation>अधिकतम GPU (&amp;M):</translation>
    </message>
    <message>
        <source>Also price with offers the catalog flags (restricted: eligible users only, a disputed or unverified price, superseded by a newer row); they are marked.</source>
        <translation>उन ऑफ़रों से भी कीमत लगाएँ जिन्हें कैटलॉग चिह्नित करता है (प्रतिबंधित: केवल पात्र उपयोगकर्ता, विवादित या असत्यापित कीमत, नई पंक्ति से प्रतिस्थापित); उन पर निशान लगा होता है।</translation>
    </message>
    <message>
        <source>&amp;Tiers:</source>
        <translation>टियर (&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Providers:</source>
        <translation>प्रदाता (&amp;P):</translation>
    </message>
    <message>
        <source>&amp;GPU types:</source>
        <translation>GPU प्रकार (&amp;G):</translation>
    </message>
    <message>
        <source>Add the selected configuration to the workspace as a scenario (Edit &gt; Undo removes it).</source>
        <translation>चुना गया कॉन्फ़िगरेशन वर्कस्पेस में परिदृश्य के रूप में जोड़ें (संपादन &gt; पूर्ववत करें इसे हटा देता है)।</translation>
    </message>
    <message>
        <source>&amp;Deadline:</source>
        <translation>समय-सीमा (&amp;D):</translation>
    </message>
    <message>
        <source>&amp;Deadline (hours):</source>
        <translation>समय-सीमा (घंटे) (&amp;D):</translation>
    </message>
    <message>
        <source>&amp;Budget per hour (%1):</source>
        <translation>प्रति घंटा बजट (%1) (&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Budget per run (%1):</source>
        <translation>प्रति रन बजट (%1) (&amp;B):</translation>
    </message>
    <message>
        <source>Latest acceptable training time in hours; drawn as a line, the cheapest point left of it is marked.</source>
        <translation>घंटों में स्वीकार्य अंतिम ट्रेनिंग समय; रेखा के रूप में बनाया जाता है, उसके बाईं ओर का सबसे सस्ता बिंदु चिह्नित होता है।</translation>
    </message>
    <message>
        <source>Most an hour of serving may cost; drawn as a line.</source>
        <translation>सर्विंग का एक घंटा अधिकतम कितने का हो सकता है; रेखा के रूप में बनाया जाता है।</translation>
    </message>
    <message>
        <source>Most one run may cost; drawn as a line.</source>
        <translation>एक रन अधिकतम कितने का हो सकता है; रेखा के रूप में बनाया जाता है।</translation>
    </message>
    <message>
        <source>%1 distinct configurations: %2 rejected by memory, %3 by latency, %4 fully evaluated; front of %5 (%6 ms).</source>
        <translation>%1 अलग कॉन्फ़िगरेशन: %2 मेमोरी से अस्वीकृत, %3 लेटेंसी से, %4 का पूरा मूल्यांकन; %5 का फ्रंट (%6 ms)।</translation>
    </message>
    <message>
        <source>Cannot search: %1 (%2)</source>
        <translation>खोज नहीं हो सकती: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 distinct configurations: %2 rejected by the memory check, %3 fully evaluated (memory, time, cost); front of %4 (%5 ms).</source>
        <translation>%1 अलग कॉन्फ़िगरेशन: %2 मेमोरी जाँच से अस्वीकृत, %3 का पूरा मूल्यांकन (मेमोरी, समय, लागत); %4 का फ्रंट (%5 ms)।</translation>
    </message>
    <message>
        <source>Training time (hours)</source>
        <translation>ट्रेनिंग समय (घंटे)</translation>
    </message>
    <message>
        <source>Cost per run (%1)</source>
        <translation>प्रति रन लागत (%1)</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>ऑफ़र</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>टियर</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>क्षेत्र</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>लेआउट</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>प्रिसिज़न</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>घंटे</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>प्रति GPU मेमोरी</translation>
    </message>
    <message>
        <source>cheapest in time</source>
        <translation>समय में सबसे सस्ता</translation>
    </message>
    <message>
        <source>TP %1 x CP %2 x PP %3 x DP %4, ZeRO %5, micro-batch %6</source>
        <translation>TP %1 x CP %2 x PP %3 x DP %4, ZeRO %5, माइक्रो-बैच %6</translation>
    </message>
    <message>
        <source>TP %1 x PP %2 x DP %3, ZeRO %4, micro-batch %5</source>
        <translation>TP %1 x PP %2 x DP %3, ZeRO %4, माइक्रो-बैच %5</translation>
    </message>
    <message>
        <source>%1 of %2 GB</source>
        <translation>%2 GB में से %1</translation>
    </message>
    <message>
        <source>Request latency (seconds)</source>
        <translation>अनुरोध लेटेंसी (सेकंड)</translation>
    </message>
    <message>
        <source>Cost per hour (%1)</source>
        <translation>प्रति घंटा लागत (%1)</translation>
    </message>
    <message>
        <source>Latency target</source>
        <translation>लेटेंसी लक्ष्य</translation>
    </message>
    <message>
        <source>Cheapest within the latency target and budget</source>
        <translation>लेटेंसी लक्ष्य और बजट के भीतर सबसे सस्ता</translation>
    </message>
    <message>
        <source>The latency target (time to first token + output tokens x time per output token): points to its left answer in time.</source>
        <translation>लेटेंसी लक्ष्य (पहले टोकन तक समय + आउटपुट टोकन x प्रति आउटपुट टोकन समय): इसके बाईं ओर के बिंदु समय पर उत्तर देते हैं।</translation>
    </message>
    <message>
        <source>Weights / KV</source>
        <translation>वेट / KV</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>बैच</translation>
    </message>
    <message>
        <source>TTFT / TPOT (ms)</source>
        <translation>TTFT / TPOT (ms)</translation>
    </message>
    <message>
        <source>Per million output tokens</source>
        <translation>प्रति दस लाख आउटपुट टोकन</translation>
    </message>
    <message>
        <source>Holds (req/s within the targets)</source>
        <translation>संभालता है (लक्ष्यों के भीतर req/s)</translation>
    </message>
    <message>
        <source>KV-cache tokens per replica</source>
        <translation>प्रति रेप्लिका KV-cache टोकन</translation>
    </message>
    <message>
        <source>Engine reserve / needs (GB per GPU)</source>
        <translation>इंजन आरक्षित / आवश्यक (प्रति GPU GB)</translation>
    </message>
    <message>
        <source>cheapest in budget</source>
        <translation>बजट में सबसे सस्ता</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>%1 तक</translation>
    </message>
    <message>
        <source>Configurations on the front</source>
        <translation>फ़्रंट पर कॉन्फ़िगरेशन</translation>
    </message>
    <message>
        <source>The search&apos;s Pareto front, cheapest first: select a row and press Add to workspace.</source>
        <translation>खोज का Pareto फ़्रंट, सबसे सस्ता पहले: एक पंक्ति चुनें और वर्कस्पेस में जोड़ें दबाएँ।</translation>
    </message>
    <message>
        <source>list %1/GPU-h</source>
        <translation>सूचीबद्ध %1/GPU-h</translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation>प्रति GPU-घंटा कीमत</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>GPU Planner Manual</source>
        <translation>GPU Planner मैनुअल</translation>
    </message>
    <message>
        <source>C&amp;ontents</source>
        <translation>विषय-सूची (&amp;O)</translation>
    </message>
    <message>
        <source>Look for a term</source>
        <translation>कोई शब्द खोजें</translation>
    </message>
    <message>
        <source>I&amp;ndex</source>
        <translation>अनुक्रमणिका (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>खोजें (&amp;S)</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>नेविगेशन</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>पीछे</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>आगे</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>आरंभ</translation>
    </message>
    <message>
        <source>The manual was not found at %1.</source>
        <translation>मैनुअल %1 पर नहीं मिला।</translation>
    </message>
    <message>
        <source>The manual could not be opened: %1</source>
        <translation>मैनुअल नहीं खुल सका: %1</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System default</source>
        <translation>सिस्टम डिफ़ॉल्ट</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Workspace</source>
        <translation>वर्कस्पेस (&amp;W)</translation>
    </message>
    <message>
        <source>Catal&amp;og</source>
        <translation>कैटलॉग (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>फ़ाइल (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>नया (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>खोलें (&amp;O)...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>हाल की फ़ाइलें खोलें (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>सहेजें (&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>इस रूप में सहेजें (&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>बंद करें (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>बाहर निकलें (&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>दृश्य (&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>संपादन (&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>पूर्ववत करें (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>फिर से करें (&amp;R)</translation>
    </message>
    <message>
        <source>Check&amp;list</source>
        <translation>चेकलिस्ट (&amp;L)</translation>
    </message>
    <message>
        <source>Evaluate &amp;platforms...</source>
        <translation>प्लेटफ़ॉर्म का मूल्यांकन करें (&amp;P)...</translation>
    </message>
    <message>
        <source>Kept in this workspace</source>
        <translation>इस वर्कस्पेस में रखे गए</translation>
    </message>
    <message>
        <source>%1 (%2, %3 blocking)</source>
        <translation>%1 (%2, %3 अवरोधक)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>सहायता (&amp;H)</translation>
    </message>
    <message>
        <source>GPU Planner &amp;Manual</source>
        <translation>GPU Planner मैनुअल (&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Examples...</source>
        <translation>उदाहरण (&amp;E)...</translation>
    </message>
    <message>
        <source>&amp;About GPU Planner</source>
        <translation>GPU Planner के बारे में (&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt के बारे में (&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>भाषा (&amp;L)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>भाषा</translation>
    </message>
    <message>
        <source>GPU Planner will use the new language the next time it starts.</source>
        <translation>GPU Planner अगली बार शुरू होने पर नई भाषा का उपयोग करेगा।</translation>
    </message>
    <message>
        <source>%1 - GPU Planner</source>
        <translation>%1 - GPU Planner</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>उदाहरण</translation>
    </message>
    <message>
        <source>%1 could not be opened. %2</source>
        <translation>%1 नहीं खुल सका। %2</translation>
    </message>
    <message>
        <source>&amp;Go to</source>
        <translation>यहाँ जाएँ (&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Scenarios</source>
        <translation>परिदृश्य (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;What-if</source>
        <translation>क्या-अगर (&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Comparison</source>
        <translation>तुलना (&amp;C)</translation>
    </message>
    <message>
        <source>C&amp;harts</source>
        <translation>चार्ट (&amp;H)</translation>
    </message>
    <message>
        <source>Scenario &amp;editor</source>
        <translation>परिदृश्य संपादक (&amp;E)</translation>
    </message>
</context>
<context>
    <name>NumberField</name>
    <message>
        <source>%1: enter a number.</source>
        <translation>%1: एक संख्या दर्ज करें।</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a number.</source>
        <translation>%1: &quot;%2&quot; संख्या नहीं है।</translation>
    </message>
    <message>
        <source>%1 must be above %2 %3.</source>
        <translation>%1 का मान %2 %3 से अधिक होना चाहिए।</translation>
    </message>
    <message>
        <source>%1 must be at least %2 %3.</source>
        <translation>%1 कम से कम %2 %3 होना चाहिए।</translation>
    </message>
    <message>
        <source>%1 must be at most %2 %3.</source>
        <translation>%1 अधिकतम %2 %3 हो सकता है।</translation>
    </message>
</context>
<context>
    <name>OfferPicker</name>
    <message>
        <source>Any tier</source>
        <translation>कोई भी टियर</translation>
    </message>
    <message>
        <source>Show offers of one tier only (ticked and stale offers always show).</source>
        <translation>केवल एक टियर के ऑफ़र दिखाएँ (टिक किए गए और पुराने ऑफ़र हमेशा दिखते हैं)।</translation>
    </message>
    <message>
        <source>Show one kind of provider only: hyperscaler, GPU cloud, marketplace, ...</source>
        <translation>केवल एक प्रकार के प्रदाता दिखाएँ: हाइपरस्केलर, GPU क्लाउड, मार्केटप्लेस, ...</translation>
    </message>
    <message>
        <source>Anywhere</source>
        <translation>कहीं भी</translation>
    </message>
    <message>
        <source>India only</source>
        <translation>केवल भारत</translation>
    </message>
    <message>
        <source>Outside India</source>
        <translation>भारत के बाहर</translation>
    </message>
    <message>
        <source>Region not stated</source>
        <translation>क्षेत्र नहीं बताया गया</translation>
    </message>
    <message>
        <source>Where the GPUs are, as the offer&apos;s region says (data residency, e.g. India&apos;s DPDP Act 2023).</source>
        <translation>GPU कहाँ हैं, जैसा ऑफ़र का क्षेत्र बताता है (डेटा निवास, जैसे भारत का DPDP अधिनियम 2023)।</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>ऑफ़र</translation>
    </message>
    <message>
        <source>Untick every offer that prices another GPU than this scenario&apos;s (one undo step).</source>
        <translation>हर वह ऑफ़र अनटिक करें जो इस परिदृश्य के GPU के बजाय किसी दूसरे GPU की कीमत बताता है (एक पूर्ववत चरण)।</translation>
    </message>
    <message>
        <source>All columns...</source>
        <translation>सभी कॉलम...</translation>
    </message>
    <message>
        <source>Every column (instance type, GPUs per instance, price per instance-hour, as of, interruptible) in a larger window; ticks there apply here.</source>
        <translation>हर कॉलम (इंस्टेंस प्रकार, प्रति इंस्टेंस GPU, प्रति इंस्टेंस-घंटा कीमत, तिथि, बाधित हो सकता है) एक बड़ी विंडो में; वहाँ के टिक यहाँ लागू होते हैं।</translation>
    </message>
    <message>
        <source>Any provider</source>
        <translation>कोई भी प्रदाता</translation>
    </message>
    <message>
        <source>Clear the offer of another GPU</source>
        <translation>दूसरे GPU का ऑफ़र हटाएँ</translation>
    </message>
    <message>
        <source>Clear %1 offers of another GPU</source>
        <translation>दूसरे GPU के %1 ऑफ़र हटाएँ</translation>
    </message>
    <message>
        <source>%1 of %2 offers shown, %3 ticked.</source>
        <translation>%2 में से %1 ऑफ़र दिखाए गए, %3 टिक किए गए।</translation>
    </message>
    <message>
        <source>1 ticked offer prices another GPU (red).</source>
        <translation>1 टिक किया गया ऑफ़र दूसरे GPU की कीमत बताता है (लाल)।</translation>
    </message>
    <message>
        <source>%1 ticked offers price another GPU (red).</source>
        <translation>%1 टिक किए गए ऑफ़र दूसरे GPU की कीमत बताते हैं (लाल)।</translation>
    </message>
</context>
<context>
    <name>OfferTableModel</name>
    <message>
        <source>n/a</source>
        <translation>लागू नहीं</translation>
    </message>
    <message>
        <source>other GPU</source>
        <translation>दूसरा GPU</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>नहीं बताया गया</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>बिना तिथि</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>हाँ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>नहीं</translation>
    </message>
    <message>
        <source>%1, %2, %3
%4
Source: %5, as of %6</source>
        <translation>%1, %2, %3
%4
स्रोत: %5, %6 तक</translation>
    </message>
    <message>
        <source>region not stated</source>
        <translation>क्षेत्र नहीं बताया गया</translation>
    </message>
    <message>
        <source>
Price: %1 %2 per %3 for the whole instance of %4 GPUs</source>
        <translation>
कीमत: %4 GPU के पूरे इंस्टेंस के लिए %1 %2 प्रति %3</translation>
    </message>
    <message>
        <source>hour</source>
        <translation>घंटा</translation>
    </message>
    <message>
        <source>month (730 h)</source>
        <translation>माह (730 h)</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>खरीद</translation>
    </message>
    <message>
        <source>
Interruptible: the provider may take the GPUs back mid-run.</source>
        <translation>
बाधित हो सकता है: प्रदाता रन के बीच GPU वापस ले सकता है।</translation>
    </message>
    <message>
        <source>
Stale: prices the %1, not this scenario&apos;s GPU. Clear it, or the cost rows price the wrong GPU.</source>
        <translation>
पुराना: यह %1 की कीमत बताता है, इस परिदृश्य के GPU की नहीं। इसे हटाएँ, नहीं तो लागत पंक्तियाँ गलत GPU की कीमत लगाएँगी।</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>उपयोग</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>प्रदाता</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>क्षेत्र</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>टियर</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>इंस्टेंस</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>/GPU-h</source>
        <translation>/GPU-h</translation>
    </message>
    <message>
        <source>/inst-h</source>
        <translation>/inst-h</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>तिथि</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>आयु</translation>
    </message>
    <message>
        <source>Interr.</source>
        <translation>बाधित</translation>
    </message>
    <message>
        <source>Ticked offers price this scenario: one cost line each.</source>
        <translation>टिक किए गए ऑफ़र इस परिदृश्य की कीमत लगाते हैं: हर एक की एक लागत पंक्ति।</translation>
    </message>
    <message>
        <source>GPUs per instance: a plan rents whole instances.</source>
        <translation>प्रति इंस्टेंस GPU: योजना पूरे इंस्टेंस किराए पर लेती है।</translation>
    </message>
    <message>
        <source>Price per GPU-hour in %1 (instance price / GPUs; monthly prices / 730 h).</source>
        <translation>%1 में प्रति GPU-घंटा कीमत (इंस्टेंस कीमत / GPU; मासिक कीमतें / 730 h)।</translation>
    </message>
    <message>
        <source>Price of the whole instance per hour in %1.</source>
        <translation>%1 में पूरे इंस्टेंस की प्रति घंटा कीमत।</translation>
    </message>
    <message>
        <source>Date the catalog row&apos;s price was read from its source.</source>
        <translation>वह तिथि जब कैटलॉग पंक्ति की कीमत उसके स्रोत से पढ़ी गई।</translation>
    </message>
    <message>
        <source>How old the price is: the days from its as-of date to today. Older than %1 days: stale.</source>
        <translation>कीमत कितनी पुरानी है: उसकी तिथि से आज तक के दिन। %1 दिनों से पुरानी: पुरानी।</translation>
    </message>
    <message>
        <source>Interruptible: spot, community and marketplace capacity can be taken back mid-run.</source>
        <translation>बाधित हो सकने वाला: स्पॉट, कम्युनिटी और मार्केटप्लेस क्षमता रन के बीच वापस ली जा सकती है।</translation>
    </message>
    <message>
        <source>%1 = the catalog flags the offer (restricted eligibility, a disputed or unverified price, or superseded by a newer row): not recommended unless you opt in; its tooltip names the flag and its source.</source>
        <translation>%1 = कैटलॉग ऑफ़र को चिह्नित करता है (सीमित पात्रता, विवादित या असत्यापित कीमत, या नई पंक्ति द्वारा प्रतिस्थापित): जब तक आप स्वयं न चुनें, इसकी सिफ़ारिश नहीं की जाती; इसका टूलटिप चिह्न और उसका स्रोत बताता है।</translation>
    </message>
    <message>
        <source>
%1 Flagged in the catalog: %2</source>
        <translation>
%1 कैटलॉग में चिह्नित: %2</translation>
    </message>
</context>
<context>
    <name>PlanHeader</name>
    <message>
        <source>Plan title</source>
        <translation>योजना का शीर्षक</translation>
    </message>
    <message>
        <source>The workspace&apos;s title: the proposal&apos;s heading and the suggested file name.</source>
        <translation>वर्कस्पेस का शीर्षक: प्रस्ताव का शीर्षक और सुझाया गया फ़ाइल नाम।</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>ग्राहक</translation>
    </message>
    <message>
        <source>Who the plan is for (printed on the proposal).</source>
        <translation>योजना किसके लिए है (प्रस्ताव पर छपता है)।</translation>
    </message>
    <message>
        <source>Every cost in the workspace is shown in this currency, at the catalog&apos;s exchange rates.</source>
        <translation>वर्कस्पेस की हर लागत कैटलॉग की विनिमय दरों पर इसी मुद्रा में दिखाई जाती है।</translation>
    </message>
    <message>
        <source>Notes: assumptions, the question being answered</source>
        <translation>टिप्पणियाँ: मान्यताएँ, जिस प्रश्न का उत्तर दिया जा रहा है</translation>
    </message>
    <message>
        <source>Notes kept with the plan (saved in the .gpuplan file).</source>
        <translation>योजना के साथ रखी गई टिप्पणियाँ (.gpuplan फ़ाइल में सहेजी जाती हैं)।</translation>
    </message>
    <message>
        <source>Pl&amp;an:</source>
        <translation>योजना (&amp;A):</translation>
    </message>
    <message>
        <source>C&amp;ustomer:</source>
        <translation>ग्राहक (&amp;U):</translation>
    </message>
    <message>
        <source>Currenc&amp;y:</source>
        <translation>मुद्रा (&amp;Y):</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>टिप्पणियाँ (&amp;N):</translation>
    </message>
    <message>
        <source>Data: India only</source>
        <translation>डेटा: केवल भारत</translation>
    </message>
    <message>
        <source>Data: India only (%1 of %2 plans)</source>
        <translation>डेटा: केवल भारत (%2 में से %1 योजनाएँ)</translation>
    </message>
    <message>
        <source>Data: personal data, India (DPDP)</source>
        <translation>डेटा: व्यक्तिगत डेटा, भारत (DPDP)</translation>
    </message>
    <message>
        <source>India only (offers hosted in India): %1.</source>
        <translation>केवल भारत (भारत में होस्ट किए गए ऑफ़र): %1।</translation>
    </message>
    <message>
        <source>Personal data of people in India, so India&apos;s Digital Personal Data Protection Act 2023 applies: %1.</source>
        <translation>भारत के लोगों का व्यक्तिगत डेटा, इसलिए भारत का डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम 2023 लागू होता है: %1।</translation>
    </message>
</context>
<context>
    <name>PlanMenu</name>
    <message>
        <source>&amp;Plan</source>
        <translation>योजना (&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Workload wizard...</source>
        <translation>वर्कलोड विज़ार्ड (&amp;W)...</translation>
    </message>
    <message>
        <source>From what the team wants to do to priced configurations in the workspace.</source>
        <translation>टीम जो करना चाहती है उससे लेकर वर्कस्पेस में कीमत लगे कॉन्फ़िगरेशन तक।</translation>
    </message>
    <message>
        <source>&amp;VRAM planner...</source>
        <translation>VRAM प्लानर (&amp;V)...</translation>
    </message>
    <message>
        <source>&amp;Find configurations...</source>
        <translation>कॉन्फ़िगरेशन खोजें (&amp;F)...</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>टूल (&amp;T)</translation>
    </message>
    <message>
        <source>GPU &amp;utilisation check...</source>
        <translation>GPU उपयोग जाँच (&amp;U)...</translation>
    </message>
    <message>
        <source>&amp;Rent, managed or buy (TCO)...</source>
        <translation>किराया, मैनेज्ड या खरीद (TCO) (&amp;R)...</translation>
    </message>
    <message>
        <source>Total cost of ownership over time: break-even, crossover and what flips the answer.</source>
        <translation>समय के साथ स्वामित्व की कुल लागत: ब्रेक-ईवन, क्रॉसओवर और क्या उत्तर बदल देता है।</translation>
    </message>
    <message>
        <source>the workload wizard</source>
        <translation>वर्कलोड विज़ार्ड</translation>
    </message>
    <message>
        <source>the VRAM planner</source>
        <translation>VRAM प्लानर</translation>
    </message>
    <message>
        <source>Find configurations</source>
        <translation>कॉन्फ़िगरेशन खोजें</translation>
    </message>
    <message>
        <source>Add a scenario first (or use Plan &gt; Workload wizard): the search needs a workload.</source>
        <translation>पहले एक परिदृश्य जोड़ें (या योजना &gt; वर्कलोड विज़ार्ड उपयोग करें): खोज के लिए वर्कलोड चाहिए।</translation>
    </message>
    <message>
        <source>GPU utilisation check</source>
        <translation>GPU उपयोग जाँच</translation>
    </message>
    <message>
        <source>Select a training scenario first: the check is for training runs.</source>
        <translation>पहले एक ट्रेनिंग परिदृश्य चुनें: यह जाँच ट्रेनिंग रन के लिए है।</translation>
    </message>
</context>
<context>
    <name>PriceHistory</name>
    <message>
        <source>the price history of %1 cannot be read: %2</source>
        <translation>%1 का कीमत इतिहास पढ़ा नहीं जा सकता: %2</translation>
    </message>
</context>
<context>
    <name>PriceHistoryChartDialog</name>
    <message>
        <source>Price History</source>
        <translation>कीमत इतिहास</translation>
    </message>
    <message>
        <source>List price of %1</source>
        <translation>%1 की सूचीबद्ध कीमत</translation>
    </message>
    <message>
        <source>Days since %1</source>
        <translation>%1 से दिन</translation>
    </message>
    <message>
        <source>List price (%1 per %2)</source>
        <translation>सूचीबद्ध कीमत (%1 प्रति %2)</translation>
    </message>
    <message>
        <source>The catalog has no offer %1.</source>
        <translation>कैटलॉग में कोई ऑफ़र %1 नहीं है।</translation>
    </message>
    <message>
        <source>List price</source>
        <translation>सूचीबद्ध कीमत</translation>
    </message>
    <message>
        <source>Each step is a price and the dates it held; %1 earlier price(s) in another currency or unit, or without dates, are not drawn.</source>
        <translation>हर चरण एक कीमत और वे तिथियाँ हैं जब वह लागू रही; दूसरी मुद्रा या इकाई में, या बिना तिथि वाली %1 पिछली कीमत(ें) नहीं दिखाई गई हैं।</translation>
    </message>
    <message>
        <source>Each step is a price and the dates it held, up to today.</source>
        <translation>हर चरण एक कीमत और वे तिथियाँ हैं जब वह लागू रही, आज तक।</translation>
    </message>
</context>
<context>
    <name>PriceHistorySeries</name>
    <message>
        <source>%1, valid %2 to %3</source>
        <translation>%1, %2 से %3 तक मान्य</translation>
    </message>
    <message>
        <source>%1, as of %2 (the list price now)</source>
        <translation>%1, %2 तक (अभी की सूची कीमत)</translation>
    </message>
</context>
<context>
    <name>ProposalActions</name>
    <message>
        <source>&amp;Export proposal (PDF)...</source>
        <translation>प्रस्ताव निर्यात करें (PDF) (&amp;E)...</translation>
    </message>
    <message>
        <source>Print pre&amp;view...</source>
        <translation>प्रिंट पूर्वावलोकन (&amp;V)...</translation>
    </message>
    <message>
        <source>&amp;Print...</source>
        <translation>प्रिंट करें (&amp;P)...</translation>
    </message>
    <message>
        <source>proposal</source>
        <translation>प्रस्ताव</translation>
    </message>
    <message>
        <source>Export proposal</source>
        <translation>प्रस्ताव निर्यात करें</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;HTML (*.html);;Markdown (*.md)</source>
        <translation>PDF (*.pdf);;HTML (*.html);;Markdown (*.md)</translation>
    </message>
    <message>
        <source>Print proposal</source>
        <translation>प्रस्ताव प्रिंट करें</translation>
    </message>
    <message>
        <source>Proposal preview</source>
        <translation>प्रस्ताव पूर्वावलोकन</translation>
    </message>
</context>
<context>
    <name>ProposalChecklistSection</name>
    <message>
        <source>pre-training</source>
        <translation>प्री-ट्रेनिंग</translation>
    </message>
    <message>
        <source>fine-tuning</source>
        <translation>फ़ाइन-ट्यूनिंग</translation>
    </message>
    <message>
        <source>serving</source>
        <translation>सर्विंग</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>ऑन-डिमांड</translation>
    </message>
    <message>
        <source>%1 (no longer in the catalog)</source>
        <translation>%1 (अब कैटलॉग में नहीं)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (as of %2)</source>
        <translation>%1 (%2 तक)</translation>
    </message>
    <message>
        <source>%1 (%2, as of %3)</source>
        <translation>%1 (%2, %3 तक)</translation>
    </message>
    <message>
        <source>Checklist evaluation</source>
        <translation>चेकलिस्ट मूल्यांकन</translation>
    </message>
    <message>
        <source>%1 on %2 × %3 (%4 per node)</source>
        <translation>%2 × %3 पर %1 (प्रति नोड %4)</translation>
    </message>
    <message>
        <source>For %1%2: %3, %4 %5 compared, evaluated on %6 against the catalog of that day. Scores are relative to the best of the candidates (1 = best); a criterion no source gives counts 0, so read each score with the share of the weight that is known.</source>
        <translation>%1%2 के लिए: %3, %4 %5 की तुलना, %6 को उस दिन के कैटलॉग के आधार पर मूल्यांकित। अंक उम्मीदवारों में सबसे अच्छे के सापेक्ष हैं (1 = सबसे अच्छा); जिस मानदंड को कोई स्रोत नहीं देता वह 0 गिना जाता है, इसलिए हर अंक को ज्ञात भार के हिस्से के साथ पढ़ें।</translation>
    </message>
    <message>
        <source> (the recommended plan)</source>
        <translation> (अनुशंसित योजना)</translation>
    </message>
    <message>
        <source>platform</source>
        <translation>प्लेटफ़ॉर्म</translation>
    </message>
    <message>
        <source>platforms</source>
        <translation>प्लेटफ़ॉर्म</translation>
    </message>
    <message>
        <source>Criterion scores of %1, weighted as listed under the table; no bar: no source gives the figure for that platform.</source>
        <translation>%1 के मानदंड अंक, तालिका के नीचे दिए भार के अनुसार; कोई बार नहीं: कोई स्रोत उस प्लेटफ़ॉर्म का आंकड़ा नहीं देता।</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>प्लेटफ़ॉर्म</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>अंक</translation>
    </message>
    <message>
        <source>Weight known</source>
        <translation>ज्ञात भार</translation>
    </message>
    <message>
        <source>Blocking gaps</source>
        <translation>अवरोधक कमियाँ</translation>
    </message>
    <message>
        <source>Cautions</source>
        <translation>सावधानियाँ</translation>
    </message>
    <message>
        <source>Cost %1</source>
        <translation>लागत %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>no priced offer</source>
        <translation>कोई कीमत वाला ऑफ़र नहीं</translation>
    </message>
    <message>
        <source>Bold: the highest score. Weights: %1. Cost: the cheapest on-demand offer of the plan&apos;s GPU at each provider, priced by the engine on %2%3.</source>
        <translation>मोटे अक्षर: सबसे ऊँचा अंक। भार: %1। लागत: हर प्रदाता पर योजना के GPU का सबसे सस्ता ऑन-डिमांड ऑफ़र, इंजन द्वारा %2%3 को कीमत लगाई गई।</translation>
    </message>
    <message>
        <source>No gap was found for any candidate.</source>
        <translation>किसी भी उम्मीदवार में कोई कमी नहीं मिली।</translation>
    </message>
    <message>
        <source>Blocking gaps: each rules the platform out for this plan until it is resolved.</source>
        <translation>अवरोधक कमियाँ: हर एक, सुलझने तक, इस योजना के लिए प्लेटफ़ॉर्म को बाहर कर देती है।</translation>
    </message>
    <message>
        <source>Cautions: to ask the provider before committing.</source>
        <translation>सावधानियाँ: प्रतिबद्ध होने से पहले प्रदाता से पूछें।</translation>
    </message>
    <message>
        <source>%1, “%2”: %3 (the team&apos;s answer; no catalog source)</source>
        <translation>%1, “%2”: %3 (टीम का उत्तर; कोई कैटलॉग स्रोत नहीं)</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%3 में से %1 %2</translation>
    </message>
    <message>
        <source>Checklist answers no source gives and the team did not answer: %1. The team confirmed %2 prefilled %3.</source>
        <translation>चेकलिस्ट के उत्तर जो कोई स्रोत नहीं देता और जिनका टीम ने उत्तर नहीं दिया: %1। टीम ने %2 पहले से भरे %3 की पुष्टि की।</translation>
    </message>
    <message>
        <source>answer</source>
        <translation>उत्तर</translation>
    </message>
    <message>
        <source>answers</source>
        <translation>उत्तर</translation>
    </message>
    <message>
        <source>Data residency: %1</source>
        <translation>डेटा निवास: %1</translation>
    </message>
    <message>
        <source>Data residency: this workload processes personal data of people in India too; the DPDP caution above applies.</source>
        <translation>डेटा निवास: यह वर्कलोड भारत के लोगों का व्यक्तिगत डेटा भी संसाधित करता है; ऊपर दी गई DPDP सावधानी लागू होती है।</translation>
    </message>
    <message>
        <source>Platform checklist</source>
        <translation>प्लेटफ़ॉर्म चेकलिस्ट</translation>
    </message>
    <message>
        <source>Candidate platforms held against the scalability checklist and its criteria (memory bandwidth, VRAM, multi-GPU interconnect, storage I/O, network fabric, framework and CUDA support, uptime SLA, cost per result). Answers come from sourced catalog facts, “unknown” where none says; gaps follow from the plan&apos;s own estimate.%1</source>
        <translation>उम्मीदवार प्लेटफ़ॉर्म स्केलेबिलिटी चेकलिस्ट और उसके मानदंडों (मेमोरी बैंडविड्थ, VRAM, मल्टी-GPU इंटरकनेक्ट, स्टोरेज I/O, नेटवर्क फ़ैब्रिक, फ़्रेमवर्क और CUDA सपोर्ट, अपटाइम SLA, प्रति परिणाम लागत) पर परखे गए। उत्तर स्रोत-आधारित कैटलॉग तथ्यों से आते हैं, जहाँ कोई नहीं बताता वहाँ “अज्ञात”; कमियाँ योजना के अपने अनुमान से निकलती हैं।%1</translation>
    </message>
    <message>
        <source> Not shown: %1 kept %2 for scenarios not in this proposal.</source>
        <translation> नहीं दिखाए गए: %1 इस प्रस्ताव में न शामिल परिदृश्यों के लिए %2 रखे गए।</translation>
    </message>
    <message>
        <source>evaluation</source>
        <translation>मूल्यांकन</translation>
    </message>
    <message>
        <source>evaluations</source>
        <translation>मूल्यांकन</translation>
    </message>
</context>
<context>
    <name>ProposalContentBuilder</name>
    <message>
        <source>GPU infrastructure plan</source>
        <translation>GPU इन्फ्रास्ट्रक्चर योजना</translation>
    </message>
    <message>
        <source>GPU infrastructure proposal</source>
        <translation>GPU इन्फ्रास्ट्रक्चर प्रस्ताव</translation>
    </message>
    <message>
        <source>no priced offer</source>
        <translation>कोई कीमत वाला ऑफ़र नहीं</translation>
    </message>
    <message>
        <source>region not stated</source>
        <translation>क्षेत्र नहीं बताया गया</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4 per GPU-hour</source>
        <translation>%1, %2, %3, %4 प्रति GPU-घंटा</translation>
    </message>
    <message>
        <source>Memory is tight: the plan needs %1 of the %2 usable on each GPU, more than nine tenths. A longer sequence, a larger micro-batch or another framework&apos;s overhead may not fit; test the largest batch before committing.</source>
        <translation>मेमोरी तंग है: योजना को हर GPU पर उपयोग योग्य %2 में से %1 चाहिए, नौ-दसवें से अधिक। लंबा सीक्वेंस, बड़ा माइक्रो-बैच या किसी दूसरे फ़्रेमवर्क का ओवरहेड शायद फ़िट न हो; प्रतिबद्ध होने से पहले सबसे बड़ा बैच जाँचें।</translation>
    </message>
    <message>
        <source>The price is an interruptible (%1) rate: the provider can reclaim the GPUs at short notice, so the run needs checkpoints and may take longer than estimated.</source>
        <translation>यह कीमत बाधित हो सकने वाली (%1) दर है: प्रदाता कम सूचना पर GPU वापस ले सकता है, इसलिए रन को चेकपॉइंट चाहिए और यह अनुमान से अधिक समय ले सकता है।</translation>
    </message>
    <message>
        <source>The price is a marketplace rate (%1): capacity is offered by third-party hosts and is not guaranteed to be available when the run starts.</source>
        <translation>यह कीमत मार्केटप्लेस दर (%1) है: क्षमता तीसरे पक्ष के होस्ट देते हैं और रन शुरू होने पर उपलब्ध होने की गारंटी नहीं है।</translation>
    </message>
    <message>
        <source>The price is a %1 rate: it holds only with that commitment, paid whether or not the GPUs are used after this run.</source>
        <translation>यह कीमत %1 दर है: यह केवल उसी प्रतिबद्धता के साथ लागू है, और इस रन के बाद GPU उपयोग हों या न हों, भुगतान करना होता है।</translation>
    </message>
    <message>
        <source>The step time is bound by communication between GPUs: the time estimate depends on the interconnect reaching its rated bandwidth.</source>
        <translation>स्टेप समय GPU के बीच संचार से बंधा है: समय का अनुमान इस पर निर्भर है कि इंटरकनेक्ट अपनी निर्धारित बैंडविड्थ तक पहुँचे।</translation>
    </message>
    <message>
        <source>The engine warns: %1.</source>
        <translation>इंजन की चेतावनी: %1।</translation>
    </message>
    <message>
        <source>The time rests on a compute utilisation of %1 (see Assumptions), which comes to a model FLOPs utilisation of %2 for this plan; a short trial run on the chosen offer confirms it before the budget is committed.</source>
        <translation>समय %1 के कंप्यूट उपयोग पर आधारित है (मान्यताएँ देखें), जो इस योजना के लिए %2 का मॉडल FLOPs उपयोग (MFU) बनता है; बजट प्रतिबद्ध करने से पहले चुने गए ऑफ़र पर एक छोटा परीक्षण रन इसकी पुष्टि करता है।</translation>
    </message>
    <message>
        <source>Data residency: the offer names no region (%1 places the work on hosts it chooses), so where the data is processed is not guaranteed. If the data must stay in one country, choose a regional offer.</source>
        <translation>डेटा निवास: ऑफ़र कोई क्षेत्र नहीं बताता (%1 काम को अपने चुने होस्ट पर चलाता है), इसलिए डेटा कहाँ संसाधित होगा इसकी गारंटी नहीं है। यदि डेटा को एक देश में रहना है, तो क्षेत्रीय ऑफ़र चुनें।</translation>
    </message>
    <message>
        <source>Data residency: the offer runs in %1, so the training data can stay in the country (relevant under India&apos;s Digital Personal Data Protection Act 2023).</source>
        <translation>डेटा निवास: ऑफ़र %1 में चलता है, इसलिए ट्रेनिंग डेटा देश में रह सकता है (भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम 2023 के अंतर्गत प्रासंगिक)।</translation>
    </message>
    <message>
        <source>Data residency: the offer runs in %1, in India, so the training data can stay in the country (relevant under India&apos;s Digital Personal Data Protection Act 2023).</source>
        <translation>डेटा निवास: ऑफ़र %1 में, भारत में, चलता है, इसलिए ट्रेनिंग डेटा देश में रह सकता है (भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम 2023 के अंतर्गत प्रासंगिक)।</translation>
    </message>
    <message>
        <source>Data residency: the offer runs in %1, outside India. Personal data sent there is a transfer abroad under India&apos;s Digital Personal Data Protection Act 2023; check the customer&apos;s obligations, or price an Indian region.</source>
        <translation>डेटा निवास: ऑफ़र %1 में, भारत के बाहर, चलता है। वहाँ भेजा गया व्यक्तिगत डेटा भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम 2023 के अंतर्गत विदेश स्थानांतरण है; ग्राहक के दायित्व जाँचें, या किसी भारतीय क्षेत्र की कीमत लगाएँ।</translation>
    </message>
    <message>
        <source>Data residency: the offer runs in %1.</source>
        <translation>डेटा निवास: ऑफ़र %1 में चलता है।</translation>
    </message>
    <message>
        <source>The workspace holds no scenario: there is nothing to compare or recommend.</source>
        <translation>वर्कस्पेस में कोई परिदृश्य नहीं है: तुलना या अनुशंसा के लिए कुछ नहीं है।</translation>
    </message>
    <message>
        <source>We recommend %1: %2 (%3) on %4 × %5, priced at %6.</source>
        <translation>हम %1 की अनुशंसा करते हैं: %4 × %5 पर %2 (%3), कीमत %6।</translation>
    </message>
    <message>
        <source>not estimated</source>
        <translation>अनुमान नहीं लगाया गया</translation>
    </message>
    <message>
        <source>%1 is faster (%2 against %3) but costs %4.</source>
        <translation>%1 तेज़ है (%2, जबकि %3) पर इसकी लागत %4 है।</translation>
    </message>
    <message>
        <source>It is also the fastest of them.</source>
        <translation>यह उनमें सबसे तेज़ भी है।</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>आंकड़ा</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>मान</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-घंटे</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>प्रति GPU मेमोरी</translation>
    </message>
    <message>
        <source>%1 of %2 usable</source>
        <translation>उपयोग योग्य %2 में से %1</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Main risk: %1</source>
        <translation>मुख्य जोखिम: %1</translation>
    </message>
    <message>
        <source>%1 could not be estimated: %2.</source>
        <translation>%1 का अनुमान नहीं लगाया जा सका: %2।</translation>
    </message>
    <message>
        <source>%1 does not fit: it needs %2 per GPU, and %3 has %4 usable.</source>
        <translation>%1 फ़िट नहीं होता: इसे प्रति GPU %2 चाहिए, और %3 में %4 उपयोग योग्य है।</translation>
    </message>
    <message>
        <source>%1 misses its serving target: its cost is for the load it reaches, not the one asked for.</source>
        <translation>%1 अपना सर्विंग लक्ष्य पूरा नहीं करता: इसकी लागत उस लोड की है जिस तक यह पहुँचता है, माँगे गए लोड की नहीं।</translation>
    </message>
    <message>
        <source>%1 has no priced offer for its GPU.</source>
        <translation>%1 के GPU के लिए कोई कीमत वाला ऑफ़र नहीं है।</translation>
    </message>
    <message>
        <source>Not recommended:</source>
        <translation>अनुशंसित नहीं:</translation>
    </message>
    <message>
        <source>These figures include what-if changes to the saved scenarios; each one is listed under Assumptions and sources.</source>
        <translation>इन आंकड़ों में सहेजे गए परिदृश्यों पर क्या-अगर बदलाव शामिल हैं; हर एक मान्यताएँ और स्रोत के अंतर्गत सूचीबद्ध है।</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>टिप्पणियाँ: %1</translation>
    </message>
    <message>
        <source>No scenario to compare.</source>
        <translation>तुलना के लिए कोई परिदृश्य नहीं।</translation>
    </message>
    <message>
        <source>%1 %2 compared, every figure from the planning engine with the workspace&apos;s what-if changes applied. Money is in %3; the cost is that of the cheapest offer priced for each plan&apos;s own GPU.</source>
        <translation>%1 %2 की तुलना, हर आंकड़ा प्लानिंग इंजन से, वर्कस्पेस के क्या-अगर बदलाव लागू करके। राशि %3 में है; लागत हर योजना के अपने GPU के लिए सबसे सस्ते ऑफ़र की है।</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>परिदृश्य</translation>
    </message>
    <message>
        <source>scenarios</source>
        <translation>परिदृश्य</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>परिदृश्य</translation>
    </message>
    <message>
        <source>Model and task</source>
        <translation>मॉडल और कार्य</translation>
    </message>
    <message>
        <source>Cheapest offer</source>
        <translation>सबसे सस्ता ऑफ़र</translation>
    </message>
    <message>
        <source>could not be estimated</source>
        <translation>अनुमान नहीं लगाया जा सका</translation>
    </message>
    <message>
        <source>Bold: the best value of the row among the plans that fit in GPU memory (compared within training or within serving). —: does not apply to that plan.</source>
        <translation>मोटे अक्षर: GPU मेमोरी में फ़िट होने वाली योजनाओं में पंक्ति का सबसे अच्छा मान (ट्रेनिंग या सर्विंग के भीतर तुलना)। —: उस योजना पर लागू नहीं।</translation>
    </message>
    <message>
        <source>Scenario notes</source>
        <translation>परिदृश्य टिप्पणियाँ</translation>
    </message>
    <message>
        <source>Cost per result at the cheapest offer priced for each plan&apos;s GPU. A faded bar: the plan does not fit in GPU memory.</source>
        <translation>हर योजना के GPU के सबसे सस्ते ऑफ़र पर प्रति परिणाम लागत। फीका बार: योजना GPU मेमोरी में फ़िट नहीं होती।</translation>
    </message>
    <message>
        <source>Time to result: wall-clock hours for training, seconds per request for serving.</source>
        <translation>परिणाम तक समय: ट्रेनिंग के लिए वास्तविक घंटे, सर्विंग के लिए प्रति अनुरोध सेकंड।</translation>
    </message>
    <message>
        <source>Memory per GPU by component; the mark on each bar is the usable memory of its GPU.</source>
        <translation>घटक के अनुसार प्रति GPU मेमोरी; हर बार पर निशान उसके GPU की उपयोग योग्य मेमोरी है।</translation>
    </message>
    <message>
        <source>Cost against time, one point per plan; the line joins the plans no other plan beats on both (the Pareto front).</source>
        <translation>लागत बनाम समय, हर योजना का एक बिंदु; रेखा उन योजनाओं को जोड़ती है जिन्हें कोई दूसरी योजना दोनों में नहीं हराती (पैरेटो फ्रंट)।</translation>
    </message>
    <message>
        <source>Cumulative cost over a year with the plan&apos;s GPUs rented around the clock at the cheapest hourly offer, plus the what-if DevOps hours.</source>
        <translation>एक वर्ष की संचयी लागत, योजना के GPU सबसे सस्ते घंटे वाले ऑफ़र पर चौबीसों घंटे किराए पर, साथ में क्या-अगर DevOps घंटे।</translation>
    </message>
    <message>
        <source>No plan qualifies for a recommendation (see the summary).</source>
        <translation>कोई योजना अनुशंसा के योग्य नहीं है (सारांश देखें)।</translation>
    </message>
    <message>
        <source>The recommended plan: %1</source>
        <translation>अनुशंसित योजना: %1</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>कॉन्फ़िगरेशन</translation>
    </message>
    <message>
        <source>Model: %1, %2</source>
        <translation>मॉडल: %1, %2</translation>
    </message>
    <message>
        <source>GPUs: %1 × %2 (%3 per node, %4 %5)</source>
        <translation>GPU: %1 × %2 (प्रति नोड %3, %4 %5)</translation>
    </message>
    <message>
        <source>node</source>
        <translation>नोड</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>नोड</translation>
    </message>
    <message>
        <source>Parallel layout: tensor %1, context %2, pipeline %3, data %4, ZeRO stage %5</source>
        <translation>पैरेलल लेआउट: टेंसर %1, कॉन्टेक्स्ट %2, पाइपलाइन %3, डेटा %4, ZeRO स्टेज %5</translation>
    </message>
    <message>
        <source>Parallel layout: tensor %1, pipeline %2, data %3, ZeRO stage %4</source>
        <translation>पैरेलल लेआउट: टेंसर %1, पाइपलाइन %2, डेटा %3, ZeRO स्टेज %4</translation>
    </message>
    <message>
        <source>Training: %1, %2, micro-batch %3, global batch %4, sequence %5 tokens</source>
        <translation>ट्रेनिंग: %1, %2, माइक्रो-बैच %3, ग्लोबल बैच %4, सीक्वेंस %5 टोकन</translation>
    </message>
    <message>
        <source>Serving: %1 weights, %2 KV cache, %3 concurrent sequences, %4 prompt and %5 output tokens</source>
        <translation>सर्विंग: %1 वेट, %2 KV cache, %3 समवर्ती सीक्वेंस, %4 प्रॉम्प्ट और %5 आउटपुट टोकन</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>वेट</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>ग्रेडिएंट</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>ऑप्टिमाइज़र स्टेट</translation>
    </message>
    <message>
        <source>FP32 master weights</source>
        <translation>FP32 मास्टर वेट</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>एक्टिवेशन</translation>
    </message>
    <message>
        <source>Logits and loss</source>
        <translation>लॉजिट और लॉस</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV cache</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA अडैप्टर</translation>
    </message>
    <message>
        <source>LoRA optimizer</source>
        <translation>LoRA ऑप्टिमाइज़र</translation>
    </message>
    <message>
        <source>Quantisation constants</source>
        <translation>क्वांटाइज़ेशन स्थिरांक</translation>
    </message>
    <message>
        <source>ZeRO-3 gathered weights</source>
        <translation>ZeRO-3 एकत्रित वेट</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>CUDA कॉन्टेक्स्ट</translation>
    </message>
    <message>
        <source>Allocator reserve</source>
        <translation>एलोकेटर रिज़र्व</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>घटक</translation>
    </message>
    <message>
        <source>GB per GPU</source>
        <translation>प्रति GPU GB</translation>
    </message>
    <message>
        <source>Total (what nvidia-smi shows)</source>
        <translation>कुल (जो nvidia-smi दिखाता है)</translation>
    </message>
    <message>
        <source>Usable on %1</source>
        <translation>%1 पर उपयोग योग्य</translation>
    </message>
    <message>
        <source>Training estimate</source>
        <translation>ट्रेनिंग अनुमान</translation>
    </message>
    <message>
        <source>Serving estimate</source>
        <translation>सर्विंग अनुमान</translation>
    </message>
    <message>
        <source>How it is worked out</source>
        <translation>इसकी गणना कैसे होती है</translation>
    </message>
    <message>
        <source>Priced offers</source>
        <translation>कीमत वाले ऑफ़र</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>ऑफ़र</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>टियर</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>क्षेत्र</translation>
    </message>
    <message>
        <source>Billed</source>
        <translation>बिल किया गया</translation>
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation>प्रति GPU-घंटा</translation>
    </message>
    <message>
        <source>Per run</source>
        <translation>प्रति रन</translation>
    </message>
    <message>
        <source>Per serving hour</source>
        <translation>प्रति सर्विंग घंटा</translation>
    </message>
    <message>
        <source>Per million tokens</source>
        <translation>प्रति दस लाख टोकन</translation>
    </message>
    <message>
        <source>prices %1, another GPU</source>
        <translation>%1 की कीमत, दूसरा GPU</translation>
    </message>
    <message>
        <source>%1-GPU instances cannot hold one node of the plan</source>
        <translation>%1-GPU इंस्टेंस योजना का एक नोड नहीं रख सकते</translation>
    </message>
    <message>
        <source>GPU only, the host is billed on top</source>
        <translation>केवल GPU, होस्ट का बिल अलग से</translation>
    </message>
    <message>
        <source>; commits to %1</source>
        <translation>; %1 के लिए प्रतिबद्ध</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>नहीं बताया गया</translation>
    </message>
    <message>
        <source>%1 x %2 = %3 GPUs</source>
        <translation>%1 x %2 = %3 GPU</translation>
    </message>
    <message>
        <source>Bold: the offer the comparison uses (the cheapest of the plan&apos;s pricing tier that rents its own GPU in whole nodes at a price that includes the host). Billed: instances x GPUs per instance. A reserved price is what a holder of the reservation pays; taking one out commits to the whole term.</source>
        <translation>मोटे अक्षर: वह ऑफ़र जिसे तुलना उपयोग करती है (योजना के मूल्य टियर का सबसे सस्ता ऑफ़र जो उसका अपना GPU पूरे नोड में, होस्ट सहित कीमत पर किराए पर देता है)। बिल किया गया: इंस्टेंस x प्रति इंस्टेंस GPU। आरक्षित कीमत वह है जो आरक्षण धारक चुकाता है; आरक्षण लेना पूरी अवधि के लिए प्रतिबद्धता है।</translation>
    </message>
    <message>
        <source>No offer is priced for this plan.</source>
        <translation>इस योजना के लिए किसी ऑफ़र की कीमत नहीं लगी।</translation>
    </message>
    <message>
        <source>Risks</source>
        <translation>जोखिम</translation>
    </message>
    <message>
        <source>What-if changes applied</source>
        <translation>लागू किए गए क्या-अगर बदलाव</translation>
    </message>
    <message>
        <source>WHAT-IF:</source>
        <translation>क्या-अगर:</translation>
    </message>
    <message>
        <source>%1 model FLOPs utilisation set to %2 for every training scenario</source>
        <translation>%1 हर ट्रेनिंग परिदृश्य के लिए मॉडल FLOPs उपयोग (MFU) %2 पर सेट</translation>
    </message>
    <message>
        <source>%1 every offer price × %2%</source>
        <translation>%1 हर ऑफ़र की कीमत × %2%</translation>
    </message>
    <message>
        <source>%1 tokens to train set to %2</source>
        <translation>%1 ट्रेन करने के टोकन %2 पर सेट</translation>
    </message>
    <message>
        <source>%1 GPU count asked: %2; each scenario takes the nearest count it can run (below)</source>
        <translation>%1 माँगी गई GPU संख्या: %2; हर परिदृश्य सबसे निकट संख्या लेता है जिस पर वह चल सकता है (नीचे)</translation>
    </message>
    <message>
        <source>%1 GPU generation: %2 for every scenario that can run on it (below)</source>
        <translation>%1 GPU पीढ़ी: हर उस परिदृश्य के लिए %2 जो उस पर चल सकता है (नीचे)</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>%1 exchange rate set to %2 %3 per USD</source>
        <translation>%1 विनिमय दर %2 %3 प्रति USD पर सेट</translation>
    </message>
    <message>
        <source>%1 DevOps %2 hours per month at %3 per hour (in the cumulative cost chart)</source>
        <translation>%1 DevOps %2 घंटे प्रति माह, %3 प्रति घंटा (संचयी लागत चार्ट में)</translation>
    </message>
    <message>
        <source>None: every figure uses the scenarios as saved.</source>
        <translation>कोई नहीं: हर आंकड़ा सहेजे गए परिदृश्यों को उपयोग करता है।</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>मुद्रा</translation>
    </message>
    <message>
        <source>Every money figure is in %1, converted at the catalog&apos;s exchange rates below.</source>
        <translation>हर राशि %1 में है, नीचे दी गई कैटलॉग की विनिमय दरों पर बदली गई।</translation>
    </message>
    <message>
        <source>1 USD = %1 %2 (%3, as of %4)</source>
        <translation>1 USD = %1 %2 (%3, %4 तक)</translation>
    </message>
    <message>
        <source>date not stated</source>
        <translation>तिथि नहीं बताई गई</translation>
    </message>
    <message>
        <source>%1 (for %2)</source>
        <translation>%1 (%2 के लिए)</translation>
    </message>
    <message>
        <source>%1 (for %2 and %3)</source>
        <translation>%1 (%2 और %3 के लिए)</translation>
    </message>
    <message>
        <source>%1 (for %2 and %3 more)</source>
        <translation>%1 (%2 और %3 और के लिए)</translation>
    </message>
    <message>
        <source>Prices used</source>
        <translation>उपयोग की गई कीमतें</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>प्रदाता</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Listed price</source>
        <translation>सूचीबद्ध कीमत</translation>
    </message>
    <message>
        <source>hour</source>
        <translation>घंटा</translation>
    </message>
    <message>
        <source>month</source>
        <translation>माह</translation>
    </message>
    <message>
        <source>one-off</source>
        <translation>एकमुश्त</translation>
    </message>
    <message>
        <source>%1 per %2 for %3 %4</source>
        <translation>%3 %4 के लिए %1 प्रति %2</translation>
    </message>
    <message>
        <source>Monthly prices are spread over 730 hours a month; each row&apos;s source is under Catalog rows.</source>
        <translation>मासिक कीमतें महीने के 730 घंटों में बाँटी गई हैं; हर पंक्ति का स्रोत कैटलॉग पंक्तियाँ के अंतर्गत है।</translation>
    </message>
    <message>
        <source>Catalog rows behind the figures</source>
        <translation>आंकड़ों के पीछे की कैटलॉग पंक्तियाँ</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>तालिका</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>पंक्ति</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>स्रोत</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>तिथि</translation>
    </message>
    <message>
        <source>Methods</source>
        <translation>विधियाँ</translation>
    </message>
    <message>
        <source>pre-training</source>
        <translation>प्री-ट्रेनिंग</translation>
    </message>
    <message>
        <source>full fine-tune</source>
        <translation>पूरा फ़ाइन-ट्यून</translation>
    </message>
    <message>
        <source>LoRA fine-tune</source>
        <translation>LoRA फ़ाइन-ट्यून</translation>
    </message>
    <message>
        <source>QLoRA fine-tune</source>
        <translation>QLoRA फ़ाइन-ट्यून</translation>
    </message>
    <message>
        <source>serving</source>
        <translation>सर्विंग</translation>
    </message>
    <message>
        <source> (flagged offer: %1)</source>
        <translation> (चिह्नित ऑफ़र: %1)</translation>
    </message>
    <message>
        <source> (what-if: %1% of the listed price)</source>
        <translation> (क्या-अगर: सूचीबद्ध कीमत का %1%)</translation>
    </message>
    <message>
        <source> (what-if exchange rate)</source>
        <translation> (क्या-अगर विनिमय दर)</translation>
    </message>
    <message>
        <source>a region the offer does not name</source>
        <translation>एक क्षेत्र जिसका ऑफ़र नाम नहीं बताता</translation>
    </message>
    <message>
        <source>%1, India</source>
        <translation>%1, भारत</translation>
    </message>
    <message>
        <source>%1, outside India</source>
        <translation>%1, भारत के बाहर</translation>
    </message>
    <message>
        <source>Data residency: the plan keeps the data in India (India only, as asked in the workload wizard); the priced offer runs in %1.</source>
        <translation>डेटा निवास: योजना डेटा को भारत में रखती है (केवल भारत, जैसा वर्कलोड विज़ार्ड में माँगा गया); कीमत वाला ऑफ़र %1 में चलता है।</translation>
    </message>
    <message>
        <source>Data residency: the priced offer runs in %1.</source>
        <translation>डेटा निवास: कीमत वाला ऑफ़र %1 में चलता है।</translation>
    </message>
    <message>
        <source> That breaks the plan&apos;s India-only constraint: price an offer hosted in India.</source>
        <translation> यह योजना की केवल-भारत शर्त तोड़ता है: भारत में होस्ट किए गए ऑफ़र से कीमत लगाएँ।</translation>
    </message>
    <message>
        <source> The data is personal data of people in India: India&apos;s Digital Personal Data Protection Act 2023 applies%1.</source>
        <translation> डेटा भारत के लोगों का व्यक्तिगत डेटा है: भारत का डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम 2023 लागू होता है%1।</translation>
    </message>
    <message>
        <source>, and sending it abroad is a transfer under it</source>
        <translation>, और इसे विदेश भेजना इसके अंतर्गत एक स्थानांतरण है</translation>
    </message>
    <message>
        <source>plans</source>
        <translation>योजनाएँ</translation>
    </message>
    <message>
        <source>training plans</source>
        <translation>ट्रेनिंग योजनाएँ</translation>
    </message>
    <message>
        <source>serving plans</source>
        <translation>सर्विंग योजनाएँ</translation>
    </message>
    <message>
        <source>plan</source>
        <translation>योजना</translation>
    </message>
    <message>
        <source>training plan</source>
        <translation>ट्रेनिंग योजना</translation>
    </message>
    <message>
        <source>serving plan</source>
        <translation>सर्विंग योजना</translation>
    </message>
    <message>
        <source>No plan can be recommended yet: none of the %1 %2 compared fits in GPU memory, meets its serving target where it has one and has a priced offer the catalog does not flag. The comparison below shows what each one lacks.</source>
        <translation>अभी कोई योजना सुझाई नहीं जा सकती: तुलना की गई %1 %2 में से कोई भी GPU मेमोरी में फ़िट नहीं होती, जहाँ लक्ष्य है वहाँ सर्विंग लक्ष्य पूरा नहीं करती और उसके पास ऐसा कीमत वाला ऑफ़र नहीं जिसे कैटलॉग चिह्नित न करता हो। नीचे की तुलना दिखाती है कि हर एक में क्या कमी है।</translation>
    </message>
    <message>
        <source>It is the only %1 compared that fits in GPU memory, meets its target where it has one and has a priced offer the catalog does not flag.</source>
        <translation>यह तुलना की गई एकमात्र %1 है जो GPU मेमोरी में फ़िट होती है, जहाँ लक्ष्य है वहाँ उसे पूरा करती है और जिसके पास ऐसा कीमत वाला ऑफ़र है जिसे कैटलॉग चिह्नित नहीं करता।</translation>
    </message>
    <message>
        <source>Of the %1 %2 compared that fit in GPU memory, meet their target where they have one and have a priced offer the catalog does not flag, it has the lowest %3: %4, against %5 for the next cheapest, %6.</source>
        <translation>तुलना की गई उन %1 %2 में से जो GPU मेमोरी में फ़िट होती हैं, जहाँ लक्ष्य है वहाँ उसे पूरा करती हैं और जिनके पास ऐसा कीमत वाला ऑफ़र है जिसे कैटलॉग चिह्नित नहीं करता, इसकी %3 सबसे कम है: %4, अगली सबसे सस्ती %6 के %5 के मुकाबले।</translation>
    </message>
    <message>
        <source>%1 is priced only at an offer the catalog flags (%2): a buyer may not get that price.</source>
        <translation>%1 की कीमत केवल उस ऑफ़र पर है जिसे कैटलॉग चिह्नित करता है (%2): खरीदार को वह कीमत शायद न मिले।</translation>
    </message>
    <message>
        <source>%1 is a serving plan: an hour of serving is not a training run, so it is compared in the table below, not ranked here.</source>
        <translation>%1 एक सर्विंग योजना है: सर्विंग का एक घंटा ट्रेनिंग रन नहीं है, इसलिए इसकी तुलना नीचे की तालिका में है, यहाँ रैंक नहीं किया गया।</translation>
    </message>
    <message>
        <source>%1 is a training plan: a training run is not an hour of serving, so it is compared in the table below, not ranked here.</source>
        <translation>%1 एक ट्रेनिंग योजना है: ट्रेनिंग रन सर्विंग का एक घंटा नहीं है, इसलिए इसकी तुलना नीचे की तालिका में है, यहाँ रैंक नहीं किया गया।</translation>
    </message>
    <message>
        <source>flagged offer: %1</source>
        <translation>चिह्नित ऑफ़र: %1</translation>
    </message>
    <message>
        <source>Per GPU-hour (what-if)</source>
        <translation>प्रति GPU-घंटा (क्या-अगर)</translation>
    </message>
    <message>
        <source>Listed prices are the catalog&apos;s, each row&apos;s source under Catalog rows; the per-GPU-hour prices the figures use are %1% of them (the what-if).</source>
        <translation>सूचीबद्ध कीमतें कैटलॉग की हैं, हर पंक्ति का स्रोत कैटलॉग पंक्तियों में; आंकड़े जिन प्रति-GPU-घंटा कीमतों का उपयोग करते हैं वे उनका %1% हैं (क्या-अगर)।</translation>
    </message>
    <message>
        <source>Listed prices are the catalog&apos;s, each row&apos;s source under Catalog rows; the per-GPU-hour prices are converted at the what-if exchange rate.</source>
        <translation>सूचीबद्ध कीमतें कैटलॉग की हैं, हर पंक्ति का स्रोत कैटलॉग पंक्तियों में; प्रति-GPU-घंटा कीमतें क्या-अगर विनिमय दर पर बदली गई हैं।</translation>
    </message>
    <message>
        <source>Price age</source>
        <translation>कीमत की आयु</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 per GPU</source>
        <translation>प्रति GPU %1</translation>
    </message>
    <message>
        <source>How far these figures can be off, as the validation suite measured on published runs: %1.</source>
        <translation>ये आंकड़े कितने गलत हो सकते हैं, जैसा सत्यापन सूट ने प्रकाशित रनों पर मापा: %1।</translation>
    </message>
    <message>
        <source>%1 %2 %3</source>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <source>%1 TCO analysis “%2”: %3 (set in the TCO pane; the saved analysis keeps its own)</source>
        <translation>%1 TCO विश्लेषण “%2”: %3 (TCO पैन में सेट; सहेजा गया विश्लेषण अपना मान रखता है)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 और %2</translation>
    </message>
    <message>
        <source>How far the figures can be off</source>
        <translation>आंकड़े कितने गलत हो सकते हैं</translation>
    </message>
    <message>
        <source>Each headline figure is held against the published measurements of its kind in GPU Planner&apos;s validation suite (gpu-planner validate): its group, narrowed to dense or MoE models, the framework or serving engine and the GPU vendor where at least %1 runs are alike. The band is the median error of those runs, not a bound: half of them were further off.</source>
        <translation>हर मुख्य आंकड़े को GPU Planner के सत्यापन सूट (gpu-planner validate) में उसी प्रकार के प्रकाशित मापों से परखा जाता है: उसका समूह, जहाँ कम से कम %1 रन समान हों वहाँ dense या MoE मॉडलों, फ़्रेमवर्क या सर्विंग इंजन और GPU विक्रेता तक सीमित। बैंड उन रनों की माध्यिका त्रुटि है, कोई सीमा नहीं: उनमें से आधे इससे अधिक गलत थे।</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
</context>
<context>
    <name>ProposalErrorBandSentences</name>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2।</translation>
    </message>
    <message>
        <source>it is worked out from the %1, so it is uncalibrated too</source>
        <translation>यह %1 से निकाला जाता है, इसलिए यह भी अंशांकित नहीं है</translation>
    </message>
    <message>
        <source>it is worked out from the %1 and the offer&apos;s listed price, so it carries the %1&apos;s band: a median %2 on %3 published runs</source>
        <translation>यह %1 और ऑफ़र की सूचीबद्ध कीमत से निकाला जाता है, इसलिए इसमें %1 का बैंड आता है: %3 प्रकाशित रनों पर माध्यिका %2</translation>
    </message>
    <message>
        <source>the suite&apos;s %1 published runs like this (%2) were off by a median %3</source>
        <translation>सूट के इस तरह के %1 प्रकाशित रन (%2) माध्यिका %3 से अलग थे</translation>
    </message>
    <message>
        <source>no published run of this kind</source>
        <translation>इस प्रकार का कोई प्रकाशित रन नहीं</translation>
    </message>
    <message>
        <source>1 published run of this kind</source>
        <translation>इस प्रकार का 1 प्रकाशित रन</translation>
    </message>
    <message>
        <source>%1 published runs of this kind</source>
        <translation>इस प्रकार के %1 प्रकाशित रन</translation>
    </message>
    <message>
        <source>uncalibrated: the suite holds %1 (%2), fewer than the %3 a band needs</source>
        <translation>अंशांकित नहीं: सूट में %1 (%2), बैंड के लिए ज़रूरी %3 से कम</translation>
    </message>
    <message>
        <source>Memory per GPU (%1)</source>
        <translation>प्रति GPU मेमोरी (%1)</translation>
    </message>
    <message>
        <source>Training time (%1) and GPU-hours (%2)</source>
        <translation>ट्रेनिंग समय (%1) और GPU-घंटे (%2)</translation>
    </message>
    <message>
        <source>Cost per run (%1 at the cheapest offer): %2.</source>
        <translation>प्रति रन लागत (सबसे सस्ते ऑफ़र पर %1): %2।</translation>
    </message>
    <message>
        <source>training time</source>
        <translation>ट्रेनिंग समय</translation>
    </message>
    <message>
        <source>Serving throughput (%1)</source>
        <translation>सर्विंग throughput (%1)</translation>
    </message>
    <message>
        <source>Latency (first token %1, per output token %2, request %3)</source>
        <translation>Latency (पहला टोकन %1, प्रति आउटपुट टोकन %2, अनुरोध %3)</translation>
    </message>
    <message>
        <source>Cost per million output tokens (%1 at the cheapest offer): %2.</source>
        <translation>प्रति दस लाख आउटपुट टोकन लागत (सबसे सस्ते ऑफ़र पर %1): %2।</translation>
    </message>
    <message>
        <source>serving throughput</source>
        <translation>सर्विंग throughput</translation>
    </message>
</context>
<context>
    <name>ProposalExport</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 नहीं लिखा जा सका: %2</translation>
    </message>
    <message>
        <source>output %1: name a .pdf, .html or .md file</source>
        <translation>आउटपुट %1: कोई .pdf, .html या .md फ़ाइल बताएँ</translation>
    </message>
    <message>
        <source>Logo: %1</source>
        <translation>लोगो: %1</translation>
    </message>
</context>
<context>
    <name>ProposalExportDialog</name>
    <message>
        <source>Proposal options</source>
        <translation>प्रस्ताव विकल्प</translation>
    </message>
    <message>
        <source>Scenarios:</source>
        <translation>परिदृश्य:</translation>
    </message>
    <message>
        <source>Charts and total cost of ownership</source>
        <translation>चार्ट और स्वामित्व की कुल लागत</translation>
    </message>
    <message>
        <source>Sections:</source>
        <translation>खंड:</translation>
    </message>
    <message>
        <source>A4 portrait</source>
        <translation>A4 पोर्ट्रेट</translation>
    </message>
    <message>
        <source>Letter portrait</source>
        <translation>Letter पोर्ट्रेट</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>कागज़:</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>मुद्रा:</translation>
    </message>
    <message>
        <source>Shown on the cover</source>
        <translation>आवरण पर दिखाया जाता है</translation>
    </message>
    <message>
        <source>Author:</source>
        <translation>लेखक:</translation>
    </message>
    <message>
        <source>Optional image for the cover</source>
        <translation>आवरण के लिए वैकल्पिक चित्र</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>ब्राउज़ करें...</translation>
    </message>
    <message>
        <source>Cover logo</source>
        <translation>आवरण लोगो</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.svg)</source>
        <translation>चित्र (*.png *.jpg *.jpeg *.svg)</translation>
    </message>
    <message>
        <source>Logo:</source>
        <translation>लोगो:</translation>
    </message>
</context>
<context>
    <name>ProposalInputTables</name>
    <message>
        <source>Inputs of %1</source>
        <translation>%1 के इनपुट</translation>
    </message>
    <message>
        <source>Not estimated: %1.</source>
        <translation>अनुमान नहीं लगाया गया: %1।</translation>
    </message>
    <message>
        <source>Inputs every scenario shares</source>
        <translation>इनपुट जो हर परिदृश्य में समान हैं</translation>
    </message>
    <message>
        <source>Inputs that differ between the scenarios</source>
        <translation>इनपुट जो परिदृश्यों के बीच अलग हैं</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>इनपुट</translation>
    </message>
    <message>
        <source>Where it comes from</source>
        <translation>यह कहाँ से आता है</translation>
    </message>
    <message>
        <source>—: that scenario has no such input from this source (another row may give it from another).</source>
        <translation>—: उस परिदृश्य में इस स्रोत से ऐसा कोई इनपुट नहीं है (कोई दूसरी पंक्ति इसे किसी दूसरे स्रोत से दे सकती है)।</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>मान</translation>
    </message>
</context>
<context>
    <name>ProposalLogo</name>
    <message>
        <source>the SVG declares entities (&lt;!ENTITY&gt;); save it without a DTD</source>
        <translation>SVG एंटिटी घोषित करता है (&lt;!ENTITY&gt;); इसे बिना DTD के सहेजें</translation>
    </message>
    <message>
        <source>the SVG loads a style sheet (&lt;?xml-stylesheet?&gt;); put its styles in the file</source>
        <translation>SVG एक स्टाइल शीट लोड करता है (&lt;?xml-stylesheet?&gt;); इसकी स्टाइल फ़ाइल में ही रखें</translation>
    </message>
    <message>
        <source>the SVG&apos;s style imports another file (@import); put its styles in the file</source>
        <translation>SVG की स्टाइल दूसरी फ़ाइल आयात करती है (@import); इसकी स्टाइल फ़ाइल में ही रखें</translation>
    </message>
    <message>
        <source>the SVG&apos;s style refers to %1 outside the file; only url(#id) is drawn</source>
        <translation>SVG की स्टाइल फ़ाइल के बाहर %1 का उल्लेख करती है; केवल url(#id) बनाया जाता है</translation>
    </message>
    <message>
        <source>the SVG&apos;s &lt;%1&gt; refers to &quot;%2&quot; outside the file; a logo may only use its own elements (#id) and embedded PNG or JPEG data</source>
        <translation>SVG का &lt;%1&gt; फ़ाइल के बाहर &quot;%2&quot; का उल्लेख करता है; लोगो केवल अपने तत्व (#id) और एम्बेडेड PNG या JPEG डेटा उपयोग कर सकता है</translation>
    </message>
    <message>
        <source>the SVG&apos;s &lt;%1&gt; refers to %2 outside the file; only url(#id) is drawn</source>
        <translation>SVG का &lt;%1&gt; फ़ाइल के बाहर %2 का उल्लेख करता है; केवल url(#id) बनाया जाता है</translation>
    </message>
    <message>
        <source>the SVG is not well-formed XML (%1 at line %2)</source>
        <translation>SVG सही XML नहीं है (पंक्ति %2 पर %1)</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 नहीं पढ़ा जा सकता: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB; a cover logo is drawn at most 45 x 20 mm</source>
        <translation>%1, %2 MB से बड़ा है; आवरण लोगो अधिकतम 45 x 20 mm बनाया जाता है</translation>
    </message>
    <message>
        <source>%1 is compressed (.svgz or gzip); save the logo as PNG, JPEG or plain SVG</source>
        <translation>%1 संपीड़ित है (.svgz या gzip); लोगो को PNG, JPEG या सादे SVG के रूप में सहेजें</translation>
    </message>
    <message>
        <source>%1 is not drawn: %2</source>
        <translation>%1 नहीं बनाया गया: %2</translation>
    </message>
    <message>
        <source>%1 is not a PNG, JPEG, GIF, BMP or SVG image</source>
        <translation>%1 PNG, JPEG, GIF, BMP या SVG चित्र नहीं है</translation>
    </message>
    <message>
        <source>%1 could not be drawn as a %2 image (damaged?)</source>
        <translation>%1 को %2 चित्र के रूप में नहीं बनाया जा सका (क्षतिग्रस्त?)</translation>
    </message>
</context>
<context>
    <name>ProposalOptions</name>
    <message>
        <source>Executive summary</source>
        <translation>कार्यकारी सारांश</translation>
    </message>
    <message>
        <source>Scenarios compared</source>
        <translation>तुलना किए गए परिदृश्य</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>चार्ट</translation>
    </message>
    <message>
        <source>The recommended plan</source>
        <translation>अनुशंसित योजना</translation>
    </message>
    <message>
        <source>Assumptions and sources</source>
        <translation>मान्यताएँ और स्रोत</translation>
    </message>
</context>
<context>
    <name>ProposalPrinter</name>
    <message>
        <source>Could not draw the proposal into %1</source>
        <translation>प्रस्ताव %1 में नहीं बनाया जा सका</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 नहीं लिखा जा सका: %2</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>पृष्ठ %1 / %2</translation>
    </message>
</context>
<context>
    <name>ProposalTcoSection</name>
    <message>
        <source>TCO analysis %1</source>
        <translation>TCO विश्लेषण %1</translation>
    </message>
    <message>
        <source>The analysis is in %1; its figures are restated here in %2 at the analysis&apos; own exchange rates (see Assumptions).</source>
        <translation>विश्लेषण %1 में है; इसके आंकड़े यहाँ विश्लेषण की अपनी विनिमय दरों पर %2 में फिर से दिए गए हैं (मान्यताएँ देखें)।</translation>
    </message>
    <message>
        <source>The figures are in %1, the analysis&apos; currency: it holds no exchange rate for %2.</source>
        <translation>आंकड़े %1 में हैं, जो विश्लेषण की मुद्रा है: इसमें %2 की कोई विनिमय दर नहीं है।</translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation>स्वामित्व की कुल लागत</translation>
    </message>
    <message>
        <source>Renting, managed capacity and owning, compared month by month over a horizon by the TCO model. Each option&apos;s cash is its compute, power, space, DevOps (only where the team runs the machines) and, for owned hardware, the purchase in month 0 and at each refresh. Its full cost is that cash, plus any reservation still owed after the horizon, less the owned hardware&apos;s book value at the horizon. Interruptible offers (spot, community, marketplace) are marked: the provider can take their GPUs back at short notice.</source>
        <translation>किराया, मैनेज्ड क्षमता और स्वामित्व, TCO मॉडल द्वारा एक अवधि में महीने-दर-महीने तुलना। हर विकल्प का नकद उसका कंप्यूट, बिजली, जगह, DevOps (केवल जहाँ टीम मशीनें चलाती है) और, अपने हार्डवेयर के लिए, महीने 0 में और हर रिफ़्रेश पर खरीद है। इसकी पूरी लागत वह नकद है, साथ में अवधि के बाद भी बकाया कोई आरक्षण, घटाकर अवधि के अंत में अपने हार्डवेयर का बुक मूल्य। बाधित हो सकने वाले ऑफ़र (स्पॉट, कम्युनिटी, मार्केटप्लेस) चिह्नित हैं: प्रदाता कम सूचना पर उनके GPU वापस ले सकता है।</translation>
    </message>
    <message>
        <source>This analysis cannot be computed: %1. Open it in the TCO wizard to correct it; the proposal shows no figure for it.</source>
        <translation>इस विश्लेषण की गणना नहीं हो सकती: %1। इसे ठीक करने के लिए TCO विज़ार्ड में खोलें; प्रस्ताव इसका कोई आंकड़ा नहीं दिखाता।</translation>
    </message>
    <message>
        <source>%1 runs a month of %2 GPU-hours each</source>
        <translation>%1 रन प्रति माह, हर एक %2 GPU-घंटे का</translation>
    </message>
    <message>
        <source>%1 GPU-hours a month</source>
        <translation>%1 GPU-घंटे प्रति माह</translation>
    </message>
    <message>
        <source>the GPUs busy %1 of the time</source>
        <translation>GPU %1 समय व्यस्त</translation>
    </message>
    <message>
        <source>Workload: %1 GPUs, %2 (%3 utilisation of %1 × %4 hours a month), over %5 months, money in %6.</source>
        <translation>वर्कलोड: %1 GPU, %2 (%1 × %4 घंटे प्रति माह का %3 उपयोग), %5 महीनों में, राशि %6 में।</translation>
    </message>
    <message>
        <source>Per run</source>
        <translation>प्रति रन</translation>
    </message>
    <message>
        <source>Per million tokens</source>
        <translation>प्रति दस लाख टोकन</translation>
    </message>
    <message>
        <source>Per GPU-hour of work</source>
        <translation>काम के प्रति GPU-घंटा</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>विकल्प</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>प्रकार</translation>
    </message>
    <message>
        <source>Average per month</source>
        <translation>औसत प्रति माह</translation>
    </message>
    <message>
        <source>Cash over %1 months</source>
        <translation>%1 महीनों में नकद</translation>
    </message>
    <message>
        <source>Full cost</source>
        <translation>पूरी लागत</translation>
    </message>
    <message>
        <source>One more GPU-hour of work</source>
        <translation>काम का एक और GPU-घंटा</translation>
    </message>
    <message>
        <source>%1 up to %2 h a month more</source>
        <translation>%1 प्रति माह %2 h और तक</translation>
    </message>
    <message>
        <source>, with VPS lines</source>
        <translation>, VPS पंक्तियों सहित</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>गणना नहीं हुई</translation>
    </message>
    <message>
        <source>Bold: the lowest full cost. Average per month: the full cost over %1 months. Cash: what is paid in the horizon, the purchase included; full cost adds a reservation still owed after it and credits owned hardware&apos;s book value at its end%2. One more GPU-hour: what an extra hour of work a month adds (nothing while a held fleet has spare hours, up to the hours shown).</source>
        <translation>मोटे अक्षर: सबसे कम पूरी लागत। औसत प्रति माह: %1 महीनों में पूरी लागत। नकद: अवधि में जो चुकाया जाता है, खरीद सहित; पूरी लागत में अवधि के बाद भी बकाया आरक्षण जुड़ता है और अंत में अपने हार्डवेयर का बुक मूल्य घटता है%2। एक और GPU-घंटा: महीने में काम का एक अतिरिक्त घंटा क्या जोड़ता है (जब तक रखे गए बेड़े में खाली घंटे हैं तब तक कुछ नहीं, दिखाए गए घंटों तक)।</translation>
    </message>
    <message>
        <source> (here not credited: a cash payback)</source>
        <translation> (यहाँ श्रेय नहीं दिया गया: नकद पेबैक)</translation>
    </message>
    <message>
        <source>Cumulative cash per option, month 0 the purchase of owned hardware; a red mark where owning&apos;s cumulative cost falls below renting&apos;s (the crossover).</source>
        <translation>हर विकल्प का संचयी नकद, महीना 0 अपने हार्डवेयर की खरीद; जहाँ स्वामित्व की संचयी लागत किराए से नीचे आती है वहाँ लाल निशान (क्रॉसओवर)।</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>अपना</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>इसके विरुद्ध</translation>
    </message>
    <message>
        <source>Break-even utilisation</source>
        <translation>ब्रेक-ईवन उपयोग</translation>
    </message>
    <message>
        <source>Crossover (at %1)</source>
        <translation>क्रॉसओवर (%1 पर)</translation>
    </message>
    <message>
        <source>Break-even: the utilisation at which the two full costs over %1 months are equal. Crossover: the month in which owning&apos;s cumulative cash falls to renting&apos;s at today&apos;s utilisation.</source>
        <translation>ब्रेक-ईवन: वह उपयोग जिस पर %1 महीनों में दोनों पूरी लागतें बराबर होती हैं। क्रॉसओवर: वह महीना जिसमें आज के उपयोग पर स्वामित्व का संचयी नकद किराए के बराबर आ जाता है।</translation>
    </message>
    <message>
        <source>Full cost over %1 months of each option at 5% to 100% utilisation: where an owned line crosses a rented one is their break-even.</source>
        <translation>5% से 100% उपयोग पर हर विकल्प की %1 महीनों की पूरी लागत: जहाँ अपने हार्डवेयर की रेखा किराए की रेखा को काटती है वही उनका ब्रेक-ईवन है।</translation>
    </message>
    <message>
        <source>No owned option is compared, so there is no break-even or crossover.</source>
        <translation>किसी अपने हार्डवेयर विकल्प की तुलना नहीं हुई, इसलिए कोई ब्रेक-ईवन या क्रॉसओवर नहीं है।</translation>
    </message>
    <message>
        <source>What would change the answer</source>
        <translation>उत्तर को क्या बदलेगा</translation>
    </message>
    <message>
        <source>How much each input, 20% lower or higher, changes the lead of %1 over %2 (%3 now).</source>
        <translation>हर इनपुट, 20% कम या अधिक, %2 पर %1 की बढ़त को कितना बदलता है (अभी %3)।</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>इनपुट</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>अभी</translation>
    </message>
    <message>
        <source>Lead at +20%</source>
        <translation>+20% पर बढ़त</translation>
    </message>
    <message>
        <source>Another option wins</source>
        <translation>कोई दूसरा विकल्प जीतता है</translation>
    </message>
    <message>
        <source>below %1: %2</source>
        <translation>%1 से नीचे: %2</translation>
    </message>
    <message>
        <source>above %1: %2</source>
        <translation>%1 से ऊपर: %2</translation>
    </message>
    <message>
        <source>none in the range tested</source>
        <translation>परखी गई सीमा में कोई नहीं</translation>
    </message>
    <message>
        <source>Lead: the runner-up&apos;s full cost less the cheapest&apos;s. A negative lead: the runner-up is cheaper there. Range tested: each input from its lowest sensible value to five times today&apos;s.</source>
        <translation>बढ़त: दूसरे स्थान वाले की पूरी लागत घटा सबसे सस्ते की। ऋणात्मक बढ़त: वहाँ दूसरे स्थान वाला सस्ता है। परखी गई सीमा: हर इनपुट उसके सबसे कम समझदार मान से आज के पाँच गुना तक।</translation>
    </message>
    <message>
        <source> Not shown (no change to the lead, or beyond the %1 largest): %2.</source>
        <translation> नहीं दिखाए गए (बढ़त में कोई बदलाव नहीं, या %1 सबसे बड़े से आगे): %2।</translation>
    </message>
    <message>
        <source>The model&apos;s conclusion: %1</source>
        <translation>मॉडल का निष्कर्ष: %1</translation>
    </message>
    <message>
        <source>set in the analysis</source>
        <translation>विश्लेषण में सेट</translation>
    </message>
    <message>
        <source>the model&apos;s default: the economic view, the book value at the horizon credited (off = a cash payback)</source>
        <translation>मॉडल का डिफ़ॉल्ट: आर्थिक दृष्टि, अवधि पर बुक मूल्य का श्रेय (बंद = नकद पेबैक)</translation>
    </message>
    <message>
        <source>the model&apos;s default: one 8-GPU server</source>
        <translation>मॉडल का डिफ़ॉल्ट: एक 8-GPU सर्वर</translation>
    </message>
    <message>
        <source>the model&apos;s default: the region&apos;s currency (INR for India, USD for the US)</source>
        <translation>मॉडल का डिफ़ॉल्ट: क्षेत्र की मुद्रा (भारत के लिए INR, अमेरिका के लिए USD)</translation>
    </message>
    <message>
        <source>the model&apos;s built-in value (no source recorded)</source>
        <translation>मॉडल का अंतर्निहित मान (कोई स्रोत दर्ज नहीं)</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>मान</translation>
    </message>
    <message>
        <source>Where it comes from</source>
        <translation>यह कहाँ से आता है</translation>
    </message>
    <message>
        <source>Currency of the analysis</source>
        <translation>विश्लेषण की मुद्रा</translation>
    </message>
    <message>
        <source>the model</source>
        <translation>मॉडल</translation>
    </message>
    <message>
        <source>currencies %1: %2 (%3)</source>
        <translation>मुद्राएँ %1: %2 (%3)</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>विनिमय दर</translation>
    </message>
    <message>
        <source>%1 %2 per USD</source>
        <translation>%1 %2 प्रति USD</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>अवधि</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 महीने</translation>
    </message>
    <message>
        <source>Discount rate (NPV only)</source>
        <translation>छूट दर (केवल NPV)</translation>
    </message>
    <message>
        <source> a year</source>
        <translation> प्रति वर्ष</translation>
    </message>
    <message>
        <source>GPUs per job (the fleet a held option keeps)</source>
        <translation>प्रति जॉब GPU (रखा गया विकल्प जितना बेड़ा रखता है)</translation>
    </message>
    <message>
        <source>Runs per month</source>
        <translation>प्रति माह रन</translation>
    </message>
    <message>
        <source>GPU-hours per run (reference GPU)</source>
        <translation>प्रति रन GPU-घंटे (संदर्भ GPU)</translation>
    </message>
    <message>
        <source>GPU-hours per month</source>
        <translation>प्रति माह GPU-घंटे</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>उपयोग</translation>
    </message>
    <message>
        <source>Tokens per month</source>
        <translation>प्रति माह टोकन</translation>
    </message>
    <message>
        <source>Refresh period (owned)</source>
        <translation>रिफ़्रेश अवधि (अपना)</translation>
    </message>
    <message>
        <source>Resale value at refresh</source>
        <translation>रिफ़्रेश पर पुनर्विक्रय मूल्य</translation>
    </message>
    <message>
        <source> of the price</source>
        <translation> कीमत का</translation>
    </message>
    <message>
        <source>Book value credited at the horizon</source>
        <translation>अवधि पर बुक मूल्य का श्रेय</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>हाँ</translation>
    </message>
    <message>
        <source>no (cash payback)</source>
        <translation>नहीं (नकद पेबैक)</translation>
    </message>
    <message>
        <source>Server power around each GPU</source>
        <translation>हर GPU के आसपास सर्वर की बिजली</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>Average power load</source>
        <translation>औसत बिजली लोड</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Electricity per kWh</source>
        <translation>प्रति kWh बिजली</translation>
    </message>
    <message>
        <source>Colocation per kW-month</source>
        <translation>प्रति kW-माह कोलोकेशन</translation>
    </message>
    <message>
        <source>Own data centre build per IT kW</source>
        <translation>प्रति IT kW अपना डेटा सेंटर निर्माण</translation>
    </message>
    <message>
        <source>Own data centre life</source>
        <translation>अपने डेटा सेंटर का जीवनकाल</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 वर्ष</translation>
    </message>
    <message>
        <source>Spares bought on top of the fleet</source>
        <translation>बेड़े के ऊपर खरीदे गए स्पेयर</translation>
    </message>
    <message>
        <source>DevOps rate, fully loaded</source>
        <translation>DevOps दर, सभी खर्च सहित</translation>
    </message>
    <message>
        <source> an hour</source>
        <translation> प्रति घंटा</translation>
    </message>
    <message>
        <source>DevOps hours a month (self-managed options)</source>
        <translation>प्रति माह DevOps घंटे (स्व-प्रबंधित विकल्प)</translation>
    </message>
    <message>
        <source>per option, below</source>
        <translation>प्रति विकल्प, नीचे</translation>
    </message>
    <message>
        <source>Interruptions per GPU-day</source>
        <translation>प्रति GPU-दिन रुकावटें</translation>
    </message>
    <message>
        <source>Reclaims per GPU-day (interruptible)</source>
        <translation>प्रति GPU-दिन वापसी (बाधित हो सकने वाले)</translation>
    </message>
    <message>
        <source>Checkpoint write</source>
        <translation>चेकपॉइंट लिखना</translation>
    </message>
    <message>
        <source>%1 minutes</source>
        <translation>%1 मिनट</translation>
    </message>
    <message>
        <source>Restart after a failure</source>
        <translation>विफलता के बाद पुनः आरंभ</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>चेकपॉइंट अंतराल</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 घंटे</translation>
    </message>
    <message>
        <source>the Young/Daly optimum</source>
        <translation>Young/Daly इष्टतम</translation>
    </message>
    <message>
        <source>Shared-instance penalty</source>
        <translation>साझा इंस्टेंस दंड</translation>
    </message>
    <message>
        <source> more time</source>
        <translation> अधिक समय</translation>
    </message>
    <message>
        <source>TCO inputs: %1</source>
        <translation>TCO इनपुट: %1</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>कीमत</translation>
    </message>
    <message>
        <source>Terms</source>
        <translation>शर्तें</translation>
    </message>
    <message>
        <source>%1 GPU(s) per instance</source>
        <translation>प्रति इंस्टेंस %1 GPU</translation>
    </message>
    <message>
        <source>%1× the reference GPU-hours</source>
        <translation>संदर्भ GPU-घंटों का %1×</translation>
    </message>
    <message>
        <source>shared instance</source>
        <translation>साझा इंस्टेंस</translation>
    </message>
    <message>
        <source>DevOps %1 h a month</source>
        <translation>DevOps %1 h प्रति माह</translation>
    </message>
    <message>
        <source>SLA %1%</source>
        <translation>SLA %1%</translation>
    </message>
    <message>
        <source>%1 W per GPU</source>
        <translation>प्रति GPU %1 W</translation>
    </message>
    <message>
        <source>VPS %1: %2 a month</source>
        <translation>VPS %1: %2 प्रति माह</translation>
    </message>
    <message>
        <source>typed in the analysis</source>
        <translation>विश्लेषण में टाइप किया गया</translation>
    </message>
    <message>
        <source>offers %1: %2 (%3)</source>
        <translation>ऑफ़र %1: %2 (%3)</translation>
    </message>
    <message>
        <source>date not stated</source>
        <translation>तिथि नहीं बताई गई</translation>
    </message>
    <message>
        <source>offer %1, no longer in the catalog: the price saved with the analysis</source>
        <translation>ऑफ़र %1, अब कैटलॉग में नहीं: विश्लेषण के साथ सहेजी गई कीमत</translation>
    </message>
    <message>
        <source>per GPU-hour</source>
        <translation>प्रति GPU-घंटा</translation>
    </message>
    <message>
        <source>per GPU-month</source>
        <translation>प्रति GPU-माह</translation>
    </message>
    <message>
        <source>purchase per GPU</source>
        <translation>प्रति GPU खरीद</translation>
    </message>
    <message>
        <source>Lead at −20%</source>
        <translation>−20% पर बढ़त</translation>
    </message>
    <message>
        <source>set in the analysis, not the catalog&apos;s price: offer %1 lists %2 %3</source>
        <translation>विश्लेषण में तय, कैटलॉग की कीमत नहीं: ऑफ़र %1 की सूची कीमत %2 %3</translation>
    </message>
    <message>
        <source>set in the analysis (offer %1 has no usable price in the catalog)</source>
        <translation>विश्लेषण में तय (ऑफ़र %1 की कैटलॉग में कोई उपयोगी कीमत नहीं)</translation>
    </message>
</context>
<context>
    <name>ProposalTcoSentences</name>
    <message>
        <source>owning wins above %1</source>
        <translation>%1 से ऊपर स्वामित्व जीतता है</translation>
    </message>
    <message>
        <source>owning wins below %1</source>
        <translation>%1 से नीचे स्वामित्व जीतता है</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>महीना %1</translation>
    </message>
    <message>
        <source>not within %1 months</source>
        <translation>%1 महीनों के भीतर नहीं</translation>
    </message>
    <message>
        <source>%1 is cheaper than %2 at every utilisation from 1% to 100%, over every horizon from %3 to %4 months: there is no break-even to reach.</source>
        <translation>%1, %2 से 1% से 100% तक हर उपयोग पर, %3 से %4 महीनों की हर अवधि में सस्ता है: पहुँचने के लिए कोई ब्रेक-ईवन नहीं है।</translation>
    </message>
    <message>
        <source>%1 does not break even against %2 at any utilisation, over any horizon from %3 to %4 months: renting is cheaper at every utilisation from 1% to 100%.</source>
        <translation>%1, %2 के मुकाबले किसी भी उपयोग पर, %3 से %4 महीनों की किसी भी अवधि में ब्रेक-ईवन नहीं करता: 1% से 100% तक हर उपयोग पर किराया सस्ता है।</translation>
    </message>
    <message>
        <source>%1, owning wins above</source>
        <translation>%1, इससे ऊपर स्वामित्व जीतता है</translation>
    </message>
    <message>
        <source>%1, owning wins below</source>
        <translation>%1, इससे नीचे स्वामित्व जीतता है</translation>
    </message>
    <message>
        <source>none, owning is cheaper throughout</source>
        <translation>कोई नहीं, स्वामित्व हर जगह सस्ता है</translation>
    </message>
    <message>
        <source>none, renting is cheaper throughout</source>
        <translation>कोई नहीं, किराया हर जगह सस्ता है</translation>
    </message>
    <message>
        <source>none found (the inputs are not valid at every utilisation)</source>
        <translation>कोई नहीं मिला (इनपुट हर उपयोग पर मान्य नहीं हैं)</translation>
    </message>
    <message>
        <source>%1 months: %2</source>
        <translation>%1 महीने: %2</translation>
    </message>
    <message>
        <source>Break-even utilisation of %1 against %2 by horizon: %3.</source>
        <translation>अवधि के अनुसार %2 के मुकाबले %1 का ब्रेक-ईवन उपयोग: %3।</translation>
    </message>
</context>
<context>
    <name>ProposalTextDocument</name>
    <message>
        <source>Prepared by %1</source>
        <translation>%1 द्वारा तैयार</translation>
    </message>
    <message>
        <source>Figures estimated with %1</source>
        <translation>आंकड़े %1 से अनुमानित</translation>
    </message>
</context>
<context>
    <name>ProposalWorkspace</name>
    <message>
        <source>scenario %1: not in the workspace</source>
        <translation>परिदृश्य %1: वर्कस्पेस में नहीं</translation>
    </message>
    <message>
        <source>currency: %1 is not an ISO 4217 code (e.g. USD, EUR, INR)</source>
        <translation>मुद्रा: %1 ISO 4217 कोड नहीं है (जैसे USD, EUR, INR)</translation>
    </message>
    <message>
        <source>currency: the catalog has no exchange rate for %1</source>
        <translation>मुद्रा: कैटलॉग में %1 की कोई विनिमय दर नहीं है</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Key (lower-case, unique in the table, e.g. %1):</source>
        <translation>कुंजी (छोटे अक्षर, तालिका में अद्वितीय, जैसे %1):</translation>
    </message>
    <message>
        <source>%1 (invalid)</source>
        <translation>%1 (अमान्य)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>लागू नहीं</translation>
    </message>
    <message>
        <source>%1 (does not fit)</source>
        <translation>%1 (फ़िट नहीं होता)</translation>
    </message>
    <message>
        <source>%1 (misses target)</source>
        <translation>%1 (लक्ष्य चूकता है)</translation>
    </message>
    <message>
        <source>Cost per result (cheapest offer)</source>
        <translation>प्रति परिणाम लागत (सबसे सस्ता ऑफ़र)</translation>
    </message>
    <message>
        <source>%1 per result</source>
        <translation>%1 प्रति परिणाम</translation>
    </message>
    <message>
        <source>No scenario yet: add one to compare plans.</source>
        <translation>अभी कोई परिदृश्य नहीं: योजनाओं की तुलना के लिए एक जोड़ें।</translation>
    </message>
    <message>
        <source>No scenario has a priced offer yet: tick offers under Pricing.</source>
        <translation>अभी किसी परिदृश्य का कीमत वाला ऑफ़र नहीं है: मूल्य निर्धारण के अंतर्गत ऑफ़र टिक करें।</translation>
    </message>
    <message>
        <source>Time to result</source>
        <translation>परिणाम तक समय</translation>
    </message>
    <message>
        <source>Wall-clock hours</source>
        <translation>वास्तविक घंटे</translation>
    </message>
    <message>
        <source>No scenario has an estimate yet.</source>
        <translation>अभी किसी परिदृश्य का अनुमान नहीं है।</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>प्रति GPU मेमोरी</translation>
    </message>
    <message>
        <source>GB per GPU</source>
        <translation>प्रति GPU GB</translation>
    </message>
    <message>
        <source>Usable memory of the GPU</source>
        <translation>GPU की उपयोग योग्य मेमोरी</translation>
    </message>
    <message>
        <source>No scenario has a memory estimate yet.</source>
        <translation>अभी किसी परिदृश्य का मेमोरी अनुमान नहीं है।</translation>
    </message>
    <message>
        <source>Cost against time (Pareto front joined)</source>
        <translation>लागत बनाम समय (पैरेटो फ्रंट जोड़ा गया)</translation>
    </message>
    <message>
        <source>Request latency (seconds)</source>
        <translation>अनुरोध लेटेंसी (सेकंड)</translation>
    </message>
    <message>
        <source>Time to result (hours)</source>
        <translation>परिणाम तक समय (घंटे)</translation>
    </message>
    <message>
        <source>Cost per million output tokens (%1)</source>
        <translation>प्रति दस लाख आउटपुट टोकन लागत (%1)</translation>
    </message>
    <message>
        <source>Cost per run (%1)</source>
        <translation>प्रति रन लागत (%1)</translation>
    </message>
    <message>
        <source>No scenario has both a time and a cost yet.</source>
        <translation>अभी किसी परिदृश्य के पास समय और लागत दोनों नहीं हैं।</translation>
    </message>
    <message>
        <source>Cumulative cost (GPUs around the clock + DevOps)</source>
        <translation>संचयी लागत (चौबीसों घंटे GPU + DevOps)</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>महीने</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>संचयी लागत (%1)</translation>
    </message>
    <message>
        <source>No scenario has an hourly offer to run a monthly cost from.</source>
        <translation>किसी परिदृश्य के पास मासिक लागत निकालने के लिए घंटे वाला ऑफ़र नहीं है।</translation>
    </message>
    <message>
        <source>Cumulative cost over %1 months</source>
        <translation>%1 महीनों में संचयी लागत</translation>
    </message>
    <message>
        <source>No option could be costed.</source>
        <translation>किसी विकल्प की लागत नहीं निकाली जा सकी।</translation>
    </message>
    <message>
        <source>Per month: compute %1 + power %2 + space %3 + DevOps %4 + VPS %5; upfront %6</source>
        <translation>प्रति माह: कंप्यूट %1 + बिजली %2 + जगह %3 + DevOps %4 + VPS %5; अग्रिम %6</translation>
    </message>
    <message>
        <source>
One more GPU-hour of work: %1 while the fleet has room (%2 h a month spare)</source>
        <translation>
काम का एक और GPU-घंटा: %1 जब तक बेड़े में जगह है (प्रति माह %2 h खाली)</translation>
    </message>
    <message>
        <source>
One more GPU-hour of work: %1 (billed per hour used)</source>
        <translation>
काम का एक और GPU-घंटा: %1 (उपयोग किए गए प्रति घंटे का बिल)</translation>
    </message>
    <message>
        <source>%1 overtakes %2</source>
        <translation>%1, %2 से आगे निकलता है</translation>
    </message>
    <message>
        <source>Full cost over %1 months by utilisation</source>
        <translation>उपयोग के अनुसार %1 महीनों में पूरी लागत</translation>
    </message>
    <message>
        <source>Utilisation (%)</source>
        <translation>उपयोग (%)</translation>
    </message>
    <message>
        <source>Full cost (%1)</source>
        <translation>पूरी लागत (%1)</translation>
    </message>
    <message>
        <source>training run</source>
        <translation>ट्रेनिंग रन</translation>
    </message>
    <message>
        <source>million tokens</source>
        <translation>दस लाख टोकन</translation>
    </message>
    <message>
        <source>GPU-hour of work</source>
        <translation>काम का GPU-घंटा</translation>
    </message>
    <message>
        <source>Cost per %1 (full cost, averaged over %2 months)</source>
        <translation>प्रति %1 लागत (पूरी लागत, %2 महीनों का औसत)</translation>
    </message>
    <message>
        <source>Cost per %1 (%2)</source>
        <translation>प्रति %1 लागत (%2)</translation>
    </message>
    <message>
        <source>Cost per result</source>
        <translation>प्रति परिणाम लागत</translation>
    </message>
    <message>
        <source>Only one option: nothing to flip.</source>
        <translation>केवल एक विकल्प: पलटने को कुछ नहीं।</translation>
    </message>
    <message>
        <source>Change in the cheapest option&apos;s lead over the runner-up (%1)</source>
        <translation>दूसरे स्थान पर सबसे सस्ते विकल्प की बढ़त में बदलाव (%1)</translation>
    </message>
    <message>
        <source>What moves the answer: top %1 of %2 inputs, each -20% / +20%</source>
        <translation>उत्तर को क्या बदलता है: %2 इनपुट में से शीर्ष %1, हर एक -20% / +20%</translation>
    </message>
    <message>
        <source>What moves the answer: each input -20% / +20%</source>
        <translation>उत्तर को क्या बदलता है: हर इनपुट -20% / +20%</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 दिन</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Why this number?&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Select any figure in the comparison table to see its formula, the inputs it used and the catalog rows (with source and as-of date) behind it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;यह संख्या क्यों?&lt;/b&gt;&lt;/p&gt;&lt;p&gt;तुलना तालिका में कोई भी आंकड़ा चुनें और उसका सूत्र, उसके उपयोग किए इनपुट और उसके पीछे की कैटलॉग पंक्तियाँ (स्रोत और तिथि सहित) देखें।&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Custom model...</source>
        <translation>कस्टम मॉडल...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ठीक है</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>सहेजें</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>सभी सहेजें</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>खोलें</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>हाँ (&amp;Y)</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>सभी को हाँ (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>नहीं (&amp;N)</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>सभी को नहीं (&amp;O)</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>निरस्त करें</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>फिर से प्रयास करें</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>अनदेखा करें</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>बंद करें</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>छोड़ें</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>सहायता</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>लागू करें</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>रीसेट करें</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>डिफ़ॉल्ट वापस लाएँ</translation>
    </message>
</context>
<context>
    <name>QWizard</name>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; पीछे (&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>आगे &gt; (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>समाप्त (&amp;F)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>सहायता (&amp;H)</translation>
    </message>
    <message>
        <source>Commit</source>
        <translation>पक्का करें</translation>
    </message>
</context>
<context>
    <name>ScenarioComparisonModel</name>
    <message>
        <source>what-if, was %1</source>
        <translation>क्या-अगर, पहले %1</translation>
    </message>
    <message>
        <source>Italic %1 = changed by the what-if; its tooltip gives the scenario&apos;s own figure.</source>
        <translation>तिरछा %1 = क्या-अगर से बदला गया; इसका टूलटिप परिदृश्य का अपना आंकड़ा देता है।</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>प्रति GPU मेमोरी</translation>
    </message>
    <message>
        <source>Fits in GPU memory</source>
        <translation>GPU मेमोरी में फ़िट</translation>
    </message>
    <message>
        <source>GPUs needed (total)</source>
        <translation>आवश्यक GPU (कुल)</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>ट्रेनिंग समय</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-घंटे</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>टोकन प्रति सेकंड</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation (MFU)</source>
        <translation>मॉडल FLOPs उपयोग (MFU)</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>पहले टोकन तक समय</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>प्रति आउटपुट टोकन समय</translation>
    </message>
    <message>
        <source>Requests per second served</source>
        <translation>प्रति सेकंड सर्व किए गए अनुरोध</translation>
    </message>
    <message>
        <source>Serving target met</source>
        <translation>सर्विंग लक्ष्य पूरा</translation>
    </message>
    <message>
        <source>Cost per run or serving hour</source>
        <translation>प्रति रन या सर्विंग घंटा लागत</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>प्रति दस लाख टोकन लागत</translation>
    </message>
    <message>
        <source>Priced at</source>
        <translation>कीमत का आधार</translation>
    </message>
    <message>
        <source>Price tier</source>
        <translation>मूल्य टियर</translation>
    </message>
    <message>
        <source>GPUs billed</source>
        <translation>बिल किए गए GPU</translation>
    </message>
    <message>
        <source>Bounded by</source>
        <translation>सीमित करने वाला</translation>
    </message>
    <message>
        <source>Memory / GPU</source>
        <translation>मेमोरी / GPU</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>फ़िट</translation>
    </message>
    <message>
        <source>GPUs needed</source>
        <translation>आवश्यक GPU</translation>
    </message>
    <message>
        <source>Tokens / s</source>
        <translation>टोकन / s</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>First token</source>
        <translation>पहला टोकन</translation>
    </message>
    <message>
        <source>Per token</source>
        <translation>प्रति टोकन</translation>
    </message>
    <message>
        <source>Requests / s</source>
        <translation>अनुरोध / s</translation>
    </message>
    <message>
        <source>Target met</source>
        <translation>लक्ष्य पूरा</translation>
    </message>
    <message>
        <source>Cost / run or h</source>
        <translation>लागत / रन या h</translation>
    </message>
    <message>
        <source>Cost / M tokens</source>
        <translation>लागत / M टोकन</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>टियर</translation>
    </message>
    <message>
        <source>Bound by</source>
        <translation>सीमा</translation>
    </message>
    <message>
        <source>error</source>
        <translation>त्रुटि</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>फ़िट होता है</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>फ़िट नहीं होता</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>हाँ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>नहीं</translation>
    </message>
    <message>
        <source>Error band: %1</source>
        <translation>त्रुटि सीमा: %1</translation>
    </message>
    <message>
        <source>This scenario has errors:
%1</source>
        <translation>इस परिदृश्य में त्रुटियाँ हैं:
%1</translation>
    </message>
    <message>
        <source>not computable (errors)</source>
        <translation>गणना योग्य नहीं (त्रुटियाँ)</translation>
    </message>
    <message>
        <source>What-if figure; the scenario&apos;s own: %1
What-if: %2%3</source>
        <translation>क्या-अगर आंकड़ा; परिदृश्य का अपना: %1
क्या-अगर: %2%3</translation>
    </message>
    <message>
        <source>%1
Training scenarios: per training run, tokens trained. Serving scenarios: per hour of serving, output tokens served. The best value is marked within each kind.</source>
        <translation>%1
ट्रेनिंग परिदृश्य: प्रति ट्रेनिंग रन, ट्रेन किए गए टोकन। सर्विंग परिदृश्य: प्रति सर्विंग घंटा, सर्व किए गए आउटपुट टोकन। सबसे अच्छा मान हर प्रकार के भीतर चिह्नित है।</translation>
    </message>
    <message>
        <source>%1
This scenario has errors:
%2</source>
        <translation>%1
इस परिदृश्य में त्रुटियाँ हैं:
%2</translation>
    </message>
    <message>
        <source>What-if applied:</source>
        <translation>लागू क्या-अगर:</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>आंकड़ा</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>इकाई</translation>
    </message>
    <message>
        <source>%1 = the catalog flags the priced offer (restricted eligibility, a disputed or unverified price, or superseded by a newer row); the flag is named with the offer.</source>
        <translation>%1 = कैटलॉग कीमत वाले ऑफ़र को चिह्नित करता है (सीमित पात्रता, विवादित या असत्यापित कीमत, या नई पंक्ति द्वारा प्रतिस्थापित); चिह्न ऑफ़र के साथ बताया गया है।</translation>
    </message>
    <message>
        <source>Flagged offer: %1</source>
        <translation>चिह्नित ऑफ़र: %1</translation>
    </message>
    <message>
        <source>India only: the plan is priced at offers hosted in India</source>
        <translation>केवल भारत: योजना की कीमत भारत में होस्ट किए गए ऑफ़र पर है</translation>
    </message>
    <message>
        <source>personal data of people in India (Digital Personal Data Protection Act 2023)</source>
        <translation>भारत के लोगों का व्यक्तिगत डेटा (डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम 2023)</translation>
    </message>
    <message>
        <source>Data residency: %1.</source>
        <translation>डेटा निवास: %1।</translation>
    </message>
    <message>
        <source>%1: error band</source>
        <translation>%1: त्रुटि सीमा</translation>
    </message>
</context>
<context>
    <name>ScenarioEditor</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>टिप्पणी: %1</translation>
    </message>
</context>
<context>
    <name>ScenarioListModel</name>
    <message>
        <source>OK</source>
        <translation>ठीक है</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>फ़िट नहीं होता</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n त्रुटि</numerusform>
            <numerusform>%n त्रुटियाँ</numerusform>
        </translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>परिदृश्य</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>कार्य</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>स्थिति</translation>
    </message>
</context>
<context>
    <name>ScenarioListPane</name>
    <message>
        <source>Double-click to rename; drag to reorder.</source>
        <translation>नाम बदलने के लिए डबल-क्लिक करें; क्रम बदलने के लिए खींचें।</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>जोड़ें</translation>
    </message>
    <message>
        <source>Add a scenario from a template, or a copy of the selected one</source>
        <translation>टेम्पलेट से, या चुने गए की प्रति से, परिदृश्य जोड़ें</translation>
    </message>
    <message>
        <source>Copy of the selected scenario</source>
        <translation>चुने गए परिदृश्य की प्रति</translation>
    </message>
    <message>
        <source>Plan from a question...</source>
        <translation>प्रश्न से योजना...</translation>
    </message>
    <message>
        <source>The workload wizard: from what the team wants to do to priced configurations.</source>
        <translation>वर्कलोड विज़ार्ड: टीम जो करना चाहती है उससे लेकर कीमत लगे कॉन्फ़िगरेशन तक।</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>प्रति बनाएँ</translation>
    </message>
    <message>
        <source>Copy the selected scenario</source>
        <translation>चुने गए परिदृश्य की प्रति बनाएँ</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>हटाएँ</translation>
    </message>
    <message>
        <source>Remove the selected scenario (undo brings it back)</source>
        <translation>चुना गया परिदृश्य हटाएँ (पूर्ववत करने से वापस आता है)</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>ऊपर ले जाएँ</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>नीचे ले जाएँ</translation>
    </message>
    <message>
        <source>Colour...</source>
        <translation>रंग...</translation>
    </message>
    <message>
        <source>The scenario&apos;s colour in the table header and every chart</source>
        <translation>तालिका शीर्ष और हर चार्ट में परिदृश्य का रंग</translation>
    </message>
    <message>
        <source>Scenario colour</source>
        <translation>परिदृश्य का रंग</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>परिदृश्य</translation>
    </message>
    <message>
        <source>The workspace&apos;s scenarios; F2 renames the selected one.</source>
        <translation>वर्कस्पेस के परिदृश्य; F2 चुने गए का नाम बदलता है।</translation>
    </message>
</context>
<context>
    <name>TcoComparisonModel</name>
    <message>
        <source>TCO analysis %1</source>
        <translation>TCO विश्लेषण %1</translation>
    </message>
    <message>
        <source>not computed: no runs</source>
        <translation>गणना नहीं हुई: कोई रन नहीं</translation>
    </message>
    <message>
        <source>not computed: the analysis gives no GPU-hours per training run (the TCO wizard takes them from a workspace scenario)</source>
        <translation>गणना नहीं हुई: विश्लेषण प्रति ट्रेनिंग रन कोई GPU-घंटे नहीं देता (TCO विज़ार्ड इन्हें वर्कस्पेस परिदृश्य से लेता है)</translation>
    </message>
    <message>
        <source>not computed: no tokens</source>
        <translation>गणना नहीं हुई: कोई टोकन नहीं</translation>
    </message>
    <message>
        <source>not computed: the analysis gives no tokens trained or served a month</source>
        <translation>गणना नहीं हुई: विश्लेषण प्रति माह ट्रेन या सर्व किए गए कोई टोकन नहीं देता</translation>
    </message>
    <message>
        <source>not computed: no rented option</source>
        <translation>गणना नहीं हुई: कोई किराया विकल्प नहीं</translation>
    </message>
    <message>
        <source>not computed: the analysis has no rented option to compare owning with</source>
        <translation>गणना नहीं हुई: विश्लेषण में स्वामित्व से तुलना के लिए कोई किराया विकल्प नहीं है</translation>
    </message>
    <message>
        <source>not computed: no owned option</source>
        <translation>गणना नहीं हुई: कोई अपना विकल्प नहीं</translation>
    </message>
    <message>
        <source>not computed: the analysis has no owned option to compare renting with</source>
        <translation>गणना नहीं हुई: विश्लेषण में किराए से तुलना के लिए कोई अपना विकल्प नहीं है</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>गणना नहीं हुई</translation>
    </message>
    <message>
        <source>= %1 at %2 INR per USD</source>
        <translation>= %1, %2 INR प्रति USD पर</translation>
    </message>
    <message>
        <source>always</source>
        <translation>हमेशा</translation>
    </message>
    <message>
        <source>never</source>
        <translation>कभी नहीं</translation>
    </message>
    <message>
        <source>above %1</source>
        <translation>%1 से ऊपर</translation>
    </message>
    <message>
        <source>below %1</source>
        <translation>%1 से नीचे</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>महीना %1</translation>
    </message>
    <message>
        <source>none in %1 months</source>
        <translation>%1 महीनों में कोई नहीं</translation>
    </message>
    <message>
        <source>Average a month</source>
        <translation>औसत प्रति माह</translation>
    </message>
    <message>
        <source>Full cost, %1 months</source>
        <translation>पूरी लागत, %1 महीने</translation>
    </message>
    <message>
        <source>Full cost</source>
        <translation>पूरी लागत</translation>
    </message>
    <message>
        <source>NPV at %1 a year</source>
        <translation>%1 प्रति वर्ष पर NPV</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>NPV</translation>
    </message>
    <message>
        <source>Per GPU-hour of work</source>
        <translation>काम के प्रति GPU-घंटा</translation>
    </message>
    <message>
        <source>Per training run</source>
        <translation>प्रति ट्रेनिंग रन</translation>
    </message>
    <message>
        <source>Per million tokens</source>
        <translation>प्रति दस लाख टोकन</translation>
    </message>
    <message>
        <source>Owning wins (break-even)</source>
        <translation>स्वामित्व जीतता है (ब्रेक-ईवन)</translation>
    </message>
    <message>
        <source>Crossover</source>
        <translation>क्रॉसओवर</translation>
    </message>
    <message>
        <source>%1 a month</source>
        <translation>%1 प्रति माह</translation>
    </message>
    <message>
        <source>%1 per GPU-hour of work</source>
        <translation>%1 प्रति GPU-घंटा काम</translation>
    </message>
    <message>
        <source>%1 per training run</source>
        <translation>%1 प्रति ट्रेनिंग रन</translation>
    </message>
    <message>
        <source>%1 per million tokens</source>
        <translation>%1 प्रति दस लाख टोकन</translation>
    </message>
    <message>
        <source>% utilisation</source>
        <translation>% उपयोग</translation>
    </message>
    <message>
        <source>month</source>
        <translation>माह</translation>
    </message>
    <message>
        <source>The full cost over the horizon divided by its %1 months.</source>
        <translation>अवधि की पूरी लागत को उसके %1 महीनों से भाग देकर।</translation>
    </message>
    <message>
        <source>All cash over %1 months (compute, power, space, DevOps where the team runs the machines, VPS lines; owned hardware: the purchase in month 0 and at each refresh), plus a reservation still owed after the horizon, less the owned hardware&apos;s book value at the horizon (unless the analysis counts a cash payback).</source>
        <translation>%1 महीनों का सारा नकद (कंप्यूट, बिजली, जगह, जहाँ टीम मशीनें चलाती है वहाँ DevOps, VPS पंक्तियाँ; अपना हार्डवेयर: महीने 0 में और हर रिफ़्रेश पर खरीद), साथ में अवधि के बाद भी बकाया आरक्षण, घटाकर अवधि पर अपने हार्डवेयर का बुक मूल्य (जब तक विश्लेषण नकद पेबैक नहीं गिनता)।</translation>
    </message>
    <message>
        <source>Net present value of the same cash flows at the analysis&apos; discount rate.</source>
        <translation>विश्लेषण की छूट दर पर उन्हीं नकद प्रवाहों का शुद्ध वर्तमान मूल्य (NPV)।</translation>
    </message>
    <message>
        <source>The average a month over the GPU-hours of work a month on the reference GPU.</source>
        <translation>प्रति माह औसत, संदर्भ GPU पर प्रति माह काम के GPU-घंटों पर।</translation>
    </message>
    <message>
        <source>The average a month over the training runs a month.</source>
        <translation>प्रति माह औसत, प्रति माह ट्रेनिंग रन पर।</translation>
    </message>
    <message>
        <source>The average a month over the tokens a month, per million.</source>
        <translation>प्रति माह औसत, प्रति माह टोकन पर, प्रति दस लाख।</translation>
    </message>
    <message>
        <source>The utilisation at which this option and the cheapest option of the other kind (owned or rented) cost the same over %1 months.</source>
        <translation>वह उपयोग जिस पर यह विकल्प और दूसरे प्रकार (अपना या किराया) का सबसे सस्ता विकल्प %1 महीनों में बराबर लागत के होते हैं।</translation>
    </message>
    <message>
        <source>The month in which owning&apos;s cumulative cash falls to renting&apos;s at today&apos;s utilisation (owned against the cheapest rented option, rented against the cheapest owned one).</source>
        <translation>वह महीना जिसमें आज के उपयोग पर स्वामित्व का संचयी नकद किराए के बराबर आ जाता है (अपना सबसे सस्ते किराए के विरुद्ध, किराया सबसे सस्ते अपने के विरुद्ध)।</translation>
    </message>
    <message>
        <source>%1 (%2)
%3</source>
        <translation>%1 (%2)
%3</translation>
    </message>
    <message>
        <source>%1 against %2: owning is cheaper %3 %4 utilisation over %5 months.</source>
        <translation>%1 बनाम %2: %5 महीनों में %4 उपयोग %3 स्वामित्व सस्ता है।</translation>
    </message>
    <message>
        <source>above</source>
        <translation>से ऊपर</translation>
    </message>
    <message>
        <source>below</source>
        <translation>से नीचे</translation>
    </message>
    <message>
        <source>%1 against %2: %3.</source>
        <translation>%1 बनाम %2: %3।</translation>
    </message>
    <message>
        <source>%1 against %2: owning&apos;s cumulative cash falls to renting&apos;s in month %3.</source>
        <translation>%1 बनाम %2: स्वामित्व का संचयी नकद महीने %3 में किराए के बराबर आ जाता है।</translation>
    </message>
    <message>
        <source>%1 against %2: owning&apos;s cumulative cash stays above renting&apos;s for %3 months.</source>
        <translation>%1 बनाम %2: स्वामित्व का संचयी नकद %3 महीनों तक किराए से ऊपर रहता है।</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>
Monthly lines: compute %1, power %2, space %3, DevOps %4, VPS %5; upfront %6</source>
        <translation>
मासिक पंक्तियाँ: कंप्यूट %1, बिजली %2, जगह %3, DevOps %4, VPS %5; अग्रिम %6</translation>
    </message>
    <message>
        <source>cheapest, interruptible</source>
        <translation>सबसे सस्ता, बाधित हो सकता है</translation>
    </message>
    <message>
        <source>cheapest that cannot be reclaimed</source>
        <translation>सबसे सस्ता जो वापस नहीं लिया जा सकता</translation>
    </message>
    <message>
        <source>cheapest</source>
        <translation>सबसे सस्ता</translation>
    </message>
    <message>
        <source>
with VPS lines</source>
        <translation>
VPS पंक्तियों सहित</translation>
    </message>
    <message>
        <source>
Offer %1: %2, tier %3, %4</source>
        <translation>
ऑफ़र %1: %2, टियर %3, %4</translation>
    </message>
    <message>
        <source>no region</source>
        <translation>कोई क्षेत्र नहीं</translation>
    </message>
    <message>
        <source>
Offer %1, no longer in the catalog: the price saved with the analysis</source>
        <translation>
ऑफ़र %1, अब कैटलॉग में नहीं: विश्लेषण के साथ सहेजी गई कीमत</translation>
    </message>
    <message>
        <source>
Price typed in the analysis</source>
        <translation>
विश्लेषण में टाइप की गई कीमत</translation>
    </message>
    <message>
        <source>
Price: %1 %2 per GPU</source>
        <translation>
कीमत: %1 %2 प्रति GPU</translation>
    </message>
    <message>
        <source>No analysis is selected.</source>
        <translation>कोई विश्लेषण चुना नहीं गया।</translation>
    </message>
    <message>
        <source>The analysis cannot be read: %1</source>
        <translation>विश्लेषण पढ़ा नहीं जा सकता: %1</translation>
    </message>
    <message>
        <source>%1 not changed: %2</source>
        <translation>%1 नहीं बदला: %2</translation>
    </message>
</context>
<context>
    <name>TcoPane</name>
    <message>
        <source>Rent, managed or buy</source>
        <translation>किराया, मैनेज्ड या खरीद</translation>
    </message>
    <message>
        <source>No TCO analysis yet: Tools &gt; Rent, managed or buy (TCO) compares renting, managed capacity and owning over time. &quot;Add to workspace&quot; keeps the analysis here, with its inputs editable as a what-if.</source>
        <translation>अभी कोई TCO विश्लेषण नहीं: टूल &gt; किराया, मैनेज्ड या खरीद (TCO) समय के साथ किराए, मैनेज्ड क्षमता और स्वामित्व की तुलना करता है। &quot;वर्कस्पेस में जोड़ें&quot; विश्लेषण को यहाँ रखता है, उसके इनपुट क्या-अगर के रूप में संपादन योग्य रहते हैं।</translation>
    </message>
    <message>
        <source>Open the TCO wizard...</source>
        <translation>TCO विज़ार्ड खोलें...</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>विश्लेषण</translation>
    </message>
    <message>
        <source>Open in TCO wizard...</source>
        <translation>TCO विज़ार्ड में खोलें...</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>हटाएँ</translation>
    </message>
    <message>
        <source>Removes the analysis from the workspace (Edit &gt; Undo brings it back).</source>
        <translation>विश्लेषण को वर्कस्पेस से हटाता है (संपादन &gt; पूर्ववत करें इसे वापस लाता है)।</translation>
    </message>
    <message>
        <source>This analysis cannot be computed: %1. Open it in the TCO wizard to correct it.</source>
        <translation>इस विश्लेषण की गणना नहीं हो सकती: %1। इसे ठीक करने के लिए TCO विज़ार्ड में खोलें।</translation>
    </message>
    <message>
        <source>%1: cumulative cost over %2 months</source>
        <translation>%1: %2 महीनों में संचयी लागत</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>क्या-अगर</translation>
    </message>
    <message>
        <source>Rent, managed or buy: options</source>
        <translation>किराया, मैनेज्ड या खरीद: विकल्प</translation>
    </message>
    <message>
        <source>The saved TCO analysis: one row per option with its costs over time.</source>
        <translation>सहेजा गया TCO विश्लेषण: हर विकल्प की एक पंक्ति, समय के साथ उसकी लागत सहित।</translation>
    </message>
</context>
<context>
    <name>TcoWizard</name>
    <message>
        <source>Rent, managed or buy?</source>
        <translation>किराया, मैनेज्ड या खरीद?</translation>
    </message>
    <message>
        <source>Default from: %1</source>
        <translation>डिफ़ॉल्ट स्रोत: %1</translation>
    </message>
    <message>
        <source>The workload</source>
        <translation>वर्कलोड</translation>
    </message>
    <message>
        <source>How much GPU time a month: a utilisation of a fleet, or training runs from a workspace scenario.</source>
        <translation>प्रति माह कितना GPU समय: बेड़े का उपयोग, या वर्कस्पेस परिदृश्य से ट्रेनिंग रन।</translation>
    </message>
    <message>
        <source>GPUs (the fleet, and the GPUs a job uses)</source>
        <translation>GPU (बेड़ा, और एक जॉब जितने GPU उपयोग करता है)</translation>
    </message>
    <message>
        <source>Utilisation (busy share of the fleet&apos;s hours)</source>
        <translation>उपयोग (बेड़े के घंटों का व्यस्त हिस्सा)</translation>
    </message>
    <message>
        <source>A new analysis</source>
        <translation>एक नया विश्लेषण</translation>
    </message>
    <message>
        <source>Edit “%1”</source>
        <translation>“%1” संपादित करें</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>यहाँ से शुरू करें</translation>
    </message>
    <message>
        <source>None: use the utilisation</source>
        <translation>कोई नहीं: उपयोग को लें</translation>
    </message>
    <message>
        <source>Training runs from a workspace scenario</source>
        <translation>वर्कस्पेस परिदृश्य से ट्रेनिंग रन</translation>
    </message>
    <message>
        <source> GPU-h per run</source>
        <translation> GPU-h प्रति रन</translation>
    </message>
    <message>
        <source>GPU-hours of one run (from the estimate)</source>
        <translation>एक रन के GPU-घंटे (अनुमान से)</translation>
    </message>
    <message>
        <source> runs a month</source>
        <translation> रन प्रति माह</translation>
    </message>
    <message>
        <source>Runs per month (0 = use the utilisation)</source>
        <translation>प्रति माह रन (0 = उपयोग को लें)</translation>
    </message>
    <message>
        <source> months</source>
        <translation> महीने</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>अवधि</translation>
    </message>
    <message>
        <source>Show money in</source>
        <translation>राशि इसमें दिखाएँ</translation>
    </message>
    <message>
        <source> INR per USD</source>
        <translation> INR प्रति USD</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>विनिमय दर</translation>
    </message>
    <message>
        <source>The options</source>
        <translation>विकल्प</translation>
    </message>
    <message>
        <source>Catalog offers for one GPU: the cheapest of each rented tier, a managed offer, and a purchase placed in a colocation or an own data centre. Untick what you do not want to compare.</source>
        <translation>एक GPU के कैटलॉग ऑफ़र: हर किराया टियर का सबसे सस्ता, एक मैनेज्ड ऑफ़र, और कोलोकेशन या अपने डेटा सेंटर में रखी एक खरीद। जिसकी तुलना नहीं करनी उसे अनटिक करें।</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source> INR a month</source>
        <translation> INR प्रति माह</translation>
    </message>
    <message>
        <source>The article&apos;s hybrid: API hosting, CI and experiment tracking on plain VPS lines next to owned GPUs. Above 0, a hybrid option (own hardware in a colocation + this) is added. Type your quote.</source>
        <translation>लेख का हाइब्रिड: API होस्टिंग, CI और प्रयोग ट्रैकिंग सादी VPS पंक्तियों पर, अपने GPU के साथ। 0 से ऊपर होने पर एक हाइब्रिड विकल्प (कोलोकेशन में अपना हार्डवेयर + यह) जोड़ा जाता है। अपना कोटेशन टाइप करें।</translation>
    </message>
    <message>
        <source>Hybrid: VPS for the non-GPU layers</source>
        <translation>हाइब्रिड: गैर-GPU परतों के लिए VPS</translation>
    </message>
    <message>
        <source>  [%1 %2 per %3, offer %4, as of %5]</source>
        <translation>  [%1 %2 प्रति %3, ऑफ़र %4, %5 तक]</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>खरीद</translation>
    </message>
    <message>
        <source>month</source>
        <translation>माह</translation>
    </message>
    <message>
        <source>hour</source>
        <translation>घंटा</translation>
    </message>
    <message>
        <source>Owning the hardware</source>
        <translation>हार्डवेयर का स्वामित्व</translation>
    </message>
    <message>
        <source>Depreciation, resale, power and space. Each default comes from the catalog&apos;s TCO defaults (hover for the source).</source>
        <translation>मूल्यह्रास, पुनर्विक्रय, बिजली और जगह। हर डिफ़ॉल्ट कैटलॉग के TCO डिफ़ॉल्ट से आता है (स्रोत के लिए होवर करें)।</translation>
    </message>
    <message>
        <source>Refresh period (sold and bought again)</source>
        <translation>रिफ़्रेश अवधि (बेचा और फिर से खरीदा)</translation>
    </message>
    <message>
        <source>Resale value after a refresh period</source>
        <translation>रिफ़्रेश अवधि के बाद पुनर्विक्रय मूल्य</translation>
    </message>
    <message>
        <source>Credit the hardware&apos;s book value at the horizon (uncheck: a cash payback, the article&apos;s view)</source>
        <translation>अवधि पर हार्डवेयर के बुक मूल्य का श्रेय दें (अनचेक: नकद पेबैक, लेख की दृष्टि)</translation>
    </message>
    <message>
        <source> %1 per kWh</source>
        <translation> %1 प्रति kWh</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>बिजली</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source> W per GPU</source>
        <translation> W प्रति GPU</translation>
    </message>
    <message>
        <source>Server power around each GPU</source>
        <translation>हर GPU के आसपास सर्वर की बिजली</translation>
    </message>
    <message>
        <source>Average power draw (of full power)</source>
        <translation>औसत बिजली खपत (पूरी बिजली का)</translation>
    </message>
    <message>
        <source> %1 per kW-month</source>
        <translation> %1 प्रति kW-माह</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>कोलोकेशन</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>संचालन</translation>
    </message>
    <message>
        <source>DevOps time counts only where your team runs the machines (dedicated, own); failures cost lost GPU-hours.</source>
        <translation>DevOps समय केवल वहीं गिना जाता है जहाँ आपकी टीम मशीनें चलाती है (डेडिकेटेड, अपना); विफलताओं की कीमत खोए GPU-घंटे हैं।</translation>
    </message>
    <message>
        <source> h a month</source>
        <translation> h प्रति माह</translation>
    </message>
    <message>
        <source>DevOps hours (self-managed options)</source>
        <translation>DevOps घंटे (स्व-प्रबंधित विकल्प)</translation>
    </message>
    <message>
        <source> %1 per hour</source>
        <translation> %1 प्रति घंटा</translation>
    </message>
    <message>
        <source>Loaded engineering rate</source>
        <translation>इंजीनियरिंग दर, सभी खर्च सहित</translation>
    </message>
    <message>
        <source> per GPU-day</source>
        <translation> प्रति GPU-दिन</translation>
    </message>
    <message>
        <source>Interruptions</source>
        <translation>रुकावटें</translation>
    </message>
    <message>
        <source> min</source>
        <translation> मिनट</translation>
    </message>
    <message>
        <source>Checkpoint write time (interval: Young/Daly optimum)</source>
        <translation>चेकपॉइंट लिखने का समय (अंतराल: Young/Daly इष्टतम)</translation>
    </message>
    <message>
        <source>Restart after an interruption</source>
        <translation>रुकावट के बाद पुनः आरंभ</translation>
    </message>
    <message>
        <source>Shared-instance slowdown</source>
        <translation>साझा इंस्टेंस धीमापन</translation>
    </message>
    <message>
        <source>Providers&apos; SLAs</source>
        <translation>प्रदाताओं के SLA</translation>
    </message>
    <message>
        <source>%1: %2% monthly uptime</source>
        <translation>%1: %2% मासिक अपटाइम</translation>
    </message>
    <message>
        <source>%1: none published</source>
        <translation>%1: कोई प्रकाशित नहीं</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>उत्तर</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>संचयी लागत</translation>
    </message>
    <message>
        <source>Break-even curve</source>
        <translation>ब्रेक-ईवन वक्र</translation>
    </message>
    <message>
        <source>Working out break-even and sensitivity: %p%</source>
        <translation>ब्रेक-ईवन और संवेदनशीलता की गणना: %p%</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <source>Cancelled: go Back and Next to work the analysis out again.</source>
        <translation>रद्द किया गया: विश्लेषण फिर से निकालने के लिए पीछे और आगे जाएँ।</translation>
    </message>
    <message>
        <source>Add to workspace</source>
        <translation>वर्कस्पेस में जोड़ें</translation>
    </message>
    <message>
        <source>Rent, managed or buy: %1</source>
        <translation>किराया, मैनेज्ड या खरीद: %1</translation>
    </message>
    <message>
        <source>Cannot compute: %1</source>
        <translation>गणना नहीं हो सकती: %1</translation>
    </message>
    <message>
        <source>Cannot edit this analysis: %1</source>
        <translation>इस विश्लेषण को संपादित नहीं किया जा सकता: %1</translation>
    </message>
    <message>
        <source>Update in workspace</source>
        <translation>वर्कस्पेस में अपडेट करें</translation>
    </message>
    <message>
        <source>prices at %1% of the catalog</source>
        <translation>कैटलॉग के %1% पर कीमतें</translation>
    </message>
    <message>
        <source>%1 at %2 per USD</source>
        <translation>%1, %2 प्रति USD पर</translation>
    </message>
    <message>
        <source>the scenarios&apos; MFU, tokens, GPU count or GPU</source>
        <translation>परिदृश्यों का MFU, टोकन, GPU संख्या या GPU</translation>
    </message>
    <message>
        <source>the DevOps hours and rate</source>
        <translation>DevOps घंटे और दर</translation>
    </message>
    <message>
        <source>The workspace&apos;s what-if (%1) is not applied here: the analysis uses the catalog&apos;s prices and rates and each scenario&apos;s own estimate, and stores them. To compare another price, change the option&apos;s price in the analysis.</source>
        <translation>वर्कस्पेस का क्या-अगर (%1) यहाँ लागू नहीं है: विश्लेषण कैटलॉग की कीमतों और दरों और हर परिदृश्य के अपने अनुमान का उपयोग करता है, और उन्हें सहेजता है। कोई दूसरी कीमत आज़माने के लिए, विश्लेषण में विकल्प की कीमत बदलें।</translation>
    </message>
    <message>
        <source>edits in the TCO pane</source>
        <translation>TCO पैन में किए गए संपादन</translation>
    </message>
    <message>
        <source>Options to compare</source>
        <translation>तुलना के विकल्प</translation>
    </message>
    <message>
        <source>Tick the ways to run the workload (rent, managed, buy) to compare.</source>
        <translation>तुलना के लिए वर्कलोड चलाने के तरीके (किराया, मैनेज्ड, खरीद) चुनें।</translation>
    </message>
</context>
<context>
    <name>TeamCatalogController</name>
    <message>
        <source>Open &amp;Team Catalog...</source>
        <translation>टीम कैटलॉग खोलें (&amp;T)...</translation>
    </message>
    <message>
        <source>Reconnect Team Cata&amp;log</source>
        <translation>टीम कैटलॉग से फिर से कनेक्ट करें (&amp;L)</translation>
    </message>
    <message>
        <source>Open the catalog your team shares on its PostgreSQL server</source>
        <translation>वह कैटलॉग खोलें जिसे आपकी टीम अपने PostgreSQL सर्वर पर साझा करती है</translation>
    </message>
    <message>
        <source>Connect to the team catalog&apos;s server again and read its rows afresh</source>
        <translation>टीम कैटलॉग के सर्वर से फिर से कनेक्ट करें और उसकी पंक्तियाँ नए सिरे से पढ़ें</translation>
    </message>
    <message>
        <source> - team catalog %1 (%2)</source>
        <translation> - टीम कैटलॉग %1 (%2)</translation>
    </message>
    <message>
        <source>Team catalog %1: the server cannot be reached; read-only, showing the rows last read (File &gt; Reconnect Team Catalog)</source>
        <translation>टीम कैटलॉग %1: सर्वर तक नहीं पहुँचा जा सकता; केवल-पठन, अंतिम बार पढ़ी गई पंक्तियाँ दिखाई जा रही हैं (फ़ाइल &gt; टीम कैटलॉग से फिर से कनेक्ट करें)</translation>
    </message>
    <message>
        <source>Team catalog %1 as %2</source>
        <translation>टीम कैटलॉग %1, %2 के रूप में</translation>
    </message>
    <message>
        <source>Open Team Catalog</source>
        <translation>टीम कैटलॉग खोलें</translation>
    </message>
    <message>
        <source>Opened the team catalog %1 as %2.</source>
        <translation>टीम कैटलॉग %1, %2 के रूप में खोला गया।</translation>
    </message>
    <message>
        <source>Reconnected to the team catalog %1; its rows were read again.</source>
        <translation>टीम कैटलॉग %1 से फिर से कनेक्ट किया गया; उसकी पंक्तियाँ फिर से पढ़ी गईं।</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot;: someone changed this row since you read it; nothing was overwritten. Choose whose value to keep.</source>
        <translation>%1 &quot;%2&quot;: आपके पढ़ने के बाद किसी ने यह पंक्ति बदल दी; कुछ भी अधिलेखित नहीं हुआ। चुनें कि किसका मान रखना है।</translation>
    </message>
    <message>
        <source>The team catalog&apos;s server cannot be reached. Your edit (%1 of %2 &quot;%3&quot;: %4) is kept and will be made when the catalog is reconnected (File &gt; Reconnect Team Catalog); until then the catalog is read-only.</source>
        <translation>टीम कैटलॉग के सर्वर तक नहीं पहुँचा जा सकता। आपका संपादन (%2 &quot;%3&quot; का %1: %4) रखा गया है और कैटलॉग के फिर से कनेक्ट होने पर किया जाएगा (फ़ाइल &gt; टीम कैटलॉग से फिर से कनेक्ट करें); तब तक कैटलॉग केवल-पठन है।</translation>
    </message>
    <message>
        <source>Your %1 of %2 &quot;%3&quot; replaced theirs (Undo puts theirs back).</source>
        <translation>%2 &quot;%3&quot; का आपका %1 उनके मान की जगह लागू हुआ (पूर्ववत करने से उनका मान वापस आ जाता है)।</translation>
    </message>
    <message>
        <source>Kept their %1 of %2 &quot;%3&quot;; yours was not saved.</source>
        <translation>%2 &quot;%3&quot; का उनका %1 रखा गया; आपका सहेजा नहीं गया।</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is no longer in the team catalog; your edit of %3 was not made.</source>
        <translation>%1 &quot;%2&quot; अब टीम कैटलॉग में नहीं है; %3 का आपका संपादन नहीं किया गया।</translation>
    </message>
    <message numerus="yes">
        <source>Reconnected; %n edit(s) kept while the server was away were made.</source>
        <translation>
            <numerusform>फिर से कनेक्ट किया गया; सर्वर उपलब्ध न रहने के दौरान रखा गया %n संपादन कर दिया गया।</numerusform>
            <numerusform>फिर से कनेक्ट किया गया; सर्वर उपलब्ध न रहने के दौरान रखे गए %n संपादन कर दिए गए।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeamCatalogDialog</name>
    <message>
        <source>Open Team Catalog</source>
        <translation>टीम कैटलॉग खोलें</translation>
    </message>
    <message>
        <source>A catalog the whole team shares, on its PostgreSQL server. Your role on the server decides what you may change.</source>
        <translation>वह कैटलॉग जिसे पूरी टीम अपने PostgreSQL सर्वर पर साझा करती है। सर्वर पर आपकी भूमिका तय करती है कि आप क्या बदल सकते हैं।</translation>
    </message>
    <message>
        <source>(type a new server below)</source>
        <translation>(नीचे नया सर्वर लिखें)</translation>
    </message>
    <message>
        <source>db.example.org, or a socket folder such as /run/postgresql</source>
        <translation>db.example.org, या कोई सॉकेट फ़ोल्डर जैसे /run/postgresql</translation>
    </message>
    <message>
        <source>default (5432)</source>
        <translation>डिफ़ॉल्ट (5432)</translation>
    </message>
    <message>
        <source>gpu_catalog</source>
        <translation>gpu_catalog</translation>
    </message>
    <message>
        <source>your login on the server (default: your user name here)</source>
        <translation>सर्वर पर आपका लॉगिन (डिफ़ॉल्ट: यहाँ आपका उपयोगकर्ता नाम)</translation>
    </message>
    <message>
        <source>leave empty to use ~/.pgpass, PGPASSWORD or a service file</source>
        <translation>~/.pgpass, PGPASSWORD या सर्विस फ़ाइल का उपयोग करने के लिए खाली छोड़ें</translation>
    </message>
    <message>
        <source>never encrypt</source>
        <translation>कभी एन्क्रिप्ट न करें</translation>
    </message>
    <message>
        <source>encrypt only if the server insists</source>
        <translation>केवल तभी एन्क्रिप्ट करें जब सर्वर ज़ोर दे</translation>
    </message>
    <message>
        <source>encrypt when the server can (libpq&apos;s default)</source>
        <translation>जब सर्वर कर सके तब एन्क्रिप्ट करें (libpq का डिफ़ॉल्ट)</translation>
    </message>
    <message>
        <source>always encrypt, certificate not checked</source>
        <translation>हमेशा एन्क्रिप्ट करें, प्रमाणपत्र की जाँच नहीं</translation>
    </message>
    <message>
        <source>always encrypt, certificate signed by a trusted authority</source>
        <translation>हमेशा एन्क्रिप्ट करें, प्रमाणपत्र किसी विश्वसनीय प्राधिकरण द्वारा हस्ताक्षरित हो</translation>
    </message>
    <message>
        <source>always encrypt, certificate names this host</source>
        <translation>हमेशा एन्क्रिप्ट करें, प्रमाणपत्र में यही होस्ट नामित हो</translation>
    </message>
    <message>
        <source>The password is used for this session only. It is never saved; the recent servers list keeps addresses without passwords.</source>
        <translation>पासवर्ड केवल इस सत्र के लिए उपयोग होता है। इसे कभी सहेजा नहीं जाता; हाल के सर्वरों की सूची पते बिना पासवर्ड के रखती है।</translation>
    </message>
    <message>
        <source>&amp;Recent servers:</source>
        <translation>हाल के सर्वर (&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>होस्ट (&amp;H):</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>पोर्ट (&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>डेटाबेस (&amp;D):</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>उपयोगकर्ता (&amp;U):</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>पासवर्ड (&amp;W):</translation>
    </message>
    <message>
        <source>&amp;TLS mode:</source>
        <translation>TLS मोड (&amp;T):</translation>
    </message>
</context>
<context>
    <name>UtilisationCheckDialog</name>
    <message>
        <source>Observed utilisation</source>
        <translation>देखा गया उपयोग</translation>
    </message>
    <message>
        <source>DataLoader workers</source>
        <translation>DataLoader वर्कर</translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation>प्रति GPU</translation>
    </message>
    <message>
        <source>Storage read speed</source>
        <translation>स्टोरेज पढ़ने की गति</translation>
    </message>
    <message>
        <source>&amp;pin_memory=True</source>
        <translation>&amp;pin_memory=True</translation>
    </message>
    <message>
        <source>GPU utilisation check: %1</source>
        <translation>GPU उपयोग जाँच: %1</translation>
    </message>
    <message>
        <source>Average GPU utilisation during training, from nvidia-smi dmon -s u.</source>
        <translation>ट्रेनिंग के दौरान औसत GPU उपयोग, nvidia-smi dmon -s u से।</translation>
    </message>
    <message>
        <source>num_workers of the PyTorch DataLoader on each GPU&apos;s process.</source>
        <translation>हर GPU की प्रोसेस पर PyTorch DataLoader के num_workers।</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>मापा नहीं गया</translation>
    </message>
    <message>
        <source>Sustained read speed of the storage holding the dataset (e.g. fio sequential read). Empty: not measured.</source>
        <translation>डेटासेट वाले स्टोरेज की स्थायी पढ़ने की गति (जैसे fio सीक्वेंशियल रीड)। खाली: मापा नहीं गया।</translation>
    </message>
    <message>
        <source>Whether the DataLoader pins host memory so batches copy to the GPU asynchronously.</source>
        <translation>क्या DataLoader होस्ट मेमोरी पिन करता है ताकि बैच GPU पर एसिंक्रोनस रूप से कॉपी हों।</translation>
    </message>
    <message>
        <source>&amp;Utilisation:</source>
        <translation>उपयोग (&amp;U):</translation>
    </message>
    <message>
        <source>Data&amp;Loader workers:</source>
        <translation>DataLoader वर्कर (&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Storage read speed:</source>
        <translation>स्टोरेज पढ़ने की गति (&amp;S):</translation>
    </message>
    <message>
        <source>Cause</source>
        <translation>कारण</translation>
    </message>
    <message>
        <source>Likely</source>
        <translation>संभावित</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>साक्ष्य</translation>
    </message>
    <message>
        <source>Fix (the article)</source>
        <translation>सुधार (लेख से)</translation>
    </message>
    <message>
        <source>Worth per run</source>
        <translation>प्रति रन लाभ</translation>
    </message>
    <message>
        <source>Correct the entries above to see the causes.</source>
        <translation>कारण देखने के लिए ऊपर की प्रविष्टियाँ ठीक करें।</translation>
    </message>
    <message>
        <source>Cannot check: %1 (%2)</source>
        <translation>जाँच नहीं हो सकती: %1 (%2)</translation>
    </message>
    <message>
        <source>%1
The engine times this run at %2 h with the GPUs fed (nvidia-smi would show about %3%); at %4% it takes about %5 h.</source>
        <translation>%1
इंजन इस रन का समय, GPU को भरपूर डेटा मिलने पर, %2 h आँकता है (nvidia-smi लगभग %3% दिखाएगा); %4% पर इसमें लगभग %5 h लगते हैं।</translation>
    </message>
    <message>
        <source>likely</source>
        <translation>संभावित</translation>
    </message>
    <message>
        <source>not indicated</source>
        <translation>संकेत नहीं</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>not estimated</source>
        <translation>अनुमान नहीं लगाया गया</translation>
    </message>
    <message>
        <source>%1, %2 %3</source>
        <translation>%1, %2 %3</translation>
    </message>
    <message>
        <source>%1 (no price: the plan has no headline offer)</source>
        <translation>%1 (कोई कीमत नहीं: योजना का कोई मुख्य ऑफ़र नहीं है)</translation>
    </message>
    <message>
        <source>
Priced at %1.</source>
        <translation>
%1 पर कीमत।</translation>
    </message>
    <message>
        <source>Likely causes</source>
        <translation>संभावित कारण</translation>
    </message>
    <message>
        <source>One row per cause of low utilisation: how likely, the evidence, the fix and what it is worth per run.</source>
        <translation>कम उपयोग के हर कारण की एक पंक्ति: कितना संभावित, प्रमाण, सुधार और प्रति रन उसका मूल्य।</translation>
    </message>
</context>
<context>
    <name>VramWizard</name>
    <message>
        <source>Plan GPU memory</source>
        <translation>योजना की GPU मेमोरी</translation>
    </message>
    <message>
        <source>&amp;Add to workspace</source>
        <translation>वर्कस्पेस में जोड़ें (&amp;A)</translation>
    </message>
    <message>
        <source>Memory per GPU by component, as the engine computes it, against the GPU&apos;s usable memory.</source>
        <translation>घटक के अनुसार प्रति GPU मेमोरी, जैसा इंजन गणना करता है, GPU की उपयोग योग्य मेमोरी के सामने।</translation>
    </message>
    <message>
        <source>Model and GPU</source>
        <translation>मॉडल और GPU</translation>
    </message>
    <message>
        <source>The model decides the weights; the GPU the capacity the bar is held against.</source>
        <translation>मॉडल वेट तय करता है; GPU वह क्षमता जिसके सामने बार रखा जाता है।</translation>
    </message>
    <message>
        <source>Catalog architectures: layers, widths, heads and vocabulary as published.</source>
        <translation>कैटलॉग आर्किटेक्चर: लेयर, चौड़ाई, हेड और शब्दावली, जैसे प्रकाशित हैं।</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>मॉडल (&amp;M):</translation>
    </message>
    <message>
        <source>The GPU to hold the plan against; the last page compares every catalog GPU.</source>
        <translation>वह GPU जिसके सामने योजना परखी जाए; आखिरी पृष्ठ हर कैटलॉग GPU की तुलना करता है।</translation>
    </message>
    <message>
        <source>&amp;GPU:</source>
        <translation>GPU (&amp;G):</translation>
    </message>
    <message>
        <source>Or start from one of the seed article&apos;s worked examples:</source>
        <translation>या बीज लेख के किसी हल किए गए उदाहरण से शुरू करें:</translation>
    </message>
    <message>
        <source>13B &amp;walk-through</source>
        <translation>13B का पूरा विवरण (&amp;W)</translation>
    </message>
    <message>
        <source>7B QLoRA on &amp;24 GB</source>
        <translation>24 GB पर 7B QLoRA (&amp;2)</translation>
    </message>
    <message>
        <source>70B at &amp;4 bits</source>
        <translation>4 बिट पर 70B (&amp;4)</translation>
    </message>
    <message>
        <source>Fill every page with the article&apos;s assumptions for this example.</source>
        <translation>इस उदाहरण के लिए हर पृष्ठ को लेख की मान्यताओं से भरें।</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>कार्य</translation>
    </message>
    <message>
        <source>Training keeps gradients and optimizer states; serving keeps the KV cache.</source>
        <translation>ट्रेनिंग ग्रेडिएंट और ऑप्टिमाइज़र स्टेट रखती है; सर्विंग KV cache रखती है।</translation>
    </message>
    <message>
        <source>&amp;Task:</source>
        <translation>कार्य (&amp;T):</translation>
    </message>
    <message>
        <source>What the GPUs do with the model.</source>
        <translation>GPU मॉडल के साथ क्या करते हैं।</translation>
    </message>
    <message>
        <source>Pre-train from scratch</source>
        <translation>शुरू से प्री-ट्रेन करें</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>पूरा फ़ाइन-ट्यून</translation>
    </message>
    <message>
        <source>LoRA fine-tune</source>
        <translation>LoRA फ़ाइन-ट्यून</translation>
    </message>
    <message>
        <source>QLoRA fine-tune (4-bit base)</source>
        <translation>QLoRA फ़ाइन-ट्यून (4-बिट बेस)</translation>
    </message>
    <message>
        <source>Serve (inference)</source>
        <translation>सर्व करें (इन्फ़रेंस)</translation>
    </message>
    <message>
        <source>Precision and optimizer</source>
        <translation>प्रिसिज़न और ऑप्टिमाइज़र</translation>
    </message>
    <message>
        <source>Mixed precision keeps an FP32 master copy; AdamW two FP32 moments: 12 bytes a trained parameter.</source>
        <translation>मिक्स्ड प्रिसिज़न एक FP32 मास्टर प्रति रखता है; AdamW दो FP32 मोमेंट: हर ट्रेन किए गए पैरामीटर पर 12 बाइट।</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>प्रिसिज़न (&amp;P):</translation>
    </message>
    <message>
        <source>Compute precision of training.</source>
        <translation>ट्रेनिंग की कंप्यूट प्रिसिज़न।</translation>
    </message>
    <message>
        <source>BF16 mixed (FP32 master weights)</source>
        <translation>BF16 मिक्स्ड (FP32 मास्टर वेट)</translation>
    </message>
    <message>
        <source>Pure BF16 (no FP32 copy: 8 bytes a parameter with AdamW)</source>
        <translation>शुद्ध BF16 (कोई FP32 प्रति नहीं: AdamW के साथ प्रति पैरामीटर 8 बाइट)</translation>
    </message>
    <message>
        <source>FP8 mixed (Hopper and later)</source>
        <translation>FP8 मिक्स्ड (Hopper और बाद के)</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>&amp;Optimizer:</source>
        <translation>ऑप्टिमाइज़र (&amp;O):</translation>
    </message>
    <message>
        <source>Optimizer states per trained parameter: AdamW 8 B, 8-bit AdamW 2 B, SGD momentum 4 B, Adafactor about 0.</source>
        <translation>प्रति ट्रेन किए गए पैरामीटर ऑप्टिमाइज़र स्टेट: AdamW 8 B, 8-बिट AdamW 2 B, SGD मोमेंटम 4 B, Adafactor लगभग 0।</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>8-bit AdamW (bitsandbytes)</source>
        <translation>8-बिट AdamW (bitsandbytes)</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>मोमेंटम के साथ SGD</translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <source>Paged AdamW (bitsandbytes)</source>
        <translation>Paged AdamW (bitsandbytes)</translation>
    </message>
    <message>
        <source>Paged 8-bit AdamW (bitsandbytes)</source>
        <translation>Paged 8-बिट AdamW (bitsandbytes)</translation>
    </message>
    <message>
        <source>Batch and sequence</source>
        <translation>बैच और सीक्वेंस</translation>
    </message>
    <message>
        <source>Activations and the KV cache grow with both.</source>
        <translation>एक्टिवेशन और KV cache दोनों के साथ बढ़ते हैं।</translation>
    </message>
    <message>
        <source>&amp;Micro-batch:</source>
        <translation>माइक्रो-बैच (&amp;M):</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>माइक्रो-बैच</translation>
    </message>
    <message>
        <source>sequences per GPU</source>
        <translation>प्रति GPU सीक्वेंस</translation>
    </message>
    <message>
        <source>Sequences each GPU processes at once; gradient accumulation makes up the rest of the batch.</source>
        <translation>हर GPU एक साथ जितने सीक्वेंस संसाधित करता है; ग्रेडिएंट एक्युमुलेशन बाकी बैच पूरा करता है।</translation>
    </message>
    <message>
        <source>&amp;Sequence length:</source>
        <translation>सीक्वेंस लंबाई (&amp;S):</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>सीक्वेंस लंबाई</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>टोकन</translation>
    </message>
    <message>
        <source>Tokens per training sequence.</source>
        <translation>प्रति ट्रेनिंग सीक्वेंस टोकन।</translation>
    </message>
    <message>
        <source>&amp;Concurrent sequences:</source>
        <translation>समवर्ती सीक्वेंस (&amp;C):</translation>
    </message>
    <message>
        <source>Concurrent sequences</source>
        <translation>समवर्ती सीक्वेंस</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>सीक्वेंस</translation>
    </message>
    <message>
        <source>Requests decoded together; each holds its KV cache.</source>
        <translation>एक साथ डिकोड किए गए अनुरोध; हर एक अपना KV cache रखता है।</translation>
    </message>
    <message>
        <source>&amp;Prompt:</source>
        <translation>प्रॉम्प्ट (&amp;P):</translation>
    </message>
    <message>
        <source>Prompt length</source>
        <translation>प्रॉम्प्ट लंबाई</translation>
    </message>
    <message>
        <source>Prompt tokens per request.</source>
        <translation>प्रति अनुरोध प्रॉम्प्ट टोकन।</translation>
    </message>
    <message>
        <source>&amp;Output:</source>
        <translation>आउटपुट (&amp;O):</translation>
    </message>
    <message>
        <source>Output length</source>
        <translation>आउटपुट लंबाई</translation>
    </message>
    <message>
        <source>Generated tokens per request.</source>
        <translation>प्रति अनुरोध बनाए गए टोकन।</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>पुनर्गणना</translation>
    </message>
    <message>
        <source>Gradient checkpointing trades activation memory for about a third more compute.</source>
        <translation>ग्रेडिएंट चेकपॉइंटिंग एक्टिवेशन मेमोरी के बदले लगभग एक-तिहाई अधिक कंप्यूट लेती है।</translation>
    </message>
    <message>
        <source>&amp;Recomputation:</source>
        <translation>पुनर्गणना (&amp;R):</translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022: selective recomputes attention only; full recomputes each layer&apos;s forward.</source>
        <translation>Korthikanti et al. 2022: सेलेक्टिव केवल अटेंशन की पुनर्गणना करता है; फ़ुल हर लेयर का फ़ॉरवर्ड।</translation>
    </message>
    <message>
        <source>None</source>
        <translation>कोई नहीं</translation>
    </message>
    <message>
        <source>Selective (attention)</source>
        <translation>सेलेक्टिव (अटेंशन)</translation>
    </message>
    <message>
        <source>Full (gradient checkpointing)</source>
        <translation>फ़ुल (ग्रेडिएंट चेकपॉइंटिंग)</translation>
    </message>
    <message>
        <source>LoRA / QLoRA</source>
        <translation>LoRA / QLoRA</translation>
    </message>
    <message>
        <source>Only the adapters train: their gradients and optimizer states are tiny.</source>
        <translation>केवल अडैप्टर ट्रेन होते हैं: उनके ग्रेडिएंट और ऑप्टिमाइज़र स्टेट बहुत छोटे हैं।</translation>
    </message>
    <message>
        <source>&amp;Rank:</source>
        <translation>रैंक (&amp;R):</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA रैंक</translation>
    </message>
    <message>
        <source>Rank r of the adapter matrices on q, k, v and o (16-64 is common).</source>
        <translation>q, k, v और o पर अडैप्टर मैट्रिक्स की रैंक r (16-64 आम है)।</translation>
    </message>
    <message>
        <source>Serving precision</source>
        <translation>सर्विंग प्रिसिज़न</translation>
    </message>
    <message>
        <source>Weight and KV-cache precision decide what fits next to the weights.</source>
        <translation>वेट और KV-cache की प्रिसिज़न तय करती है कि वेट के साथ क्या फ़िट होगा।</translation>
    </message>
    <message>
        <source>&amp;Weights:</source>
        <translation>वेट (&amp;W):</translation>
    </message>
    <message>
        <source>Storage format of the weights.</source>
        <translation>वेट का स्टोरेज फ़ॉर्मैट।</translation>
    </message>
    <message>
        <source>FP16 / BF16</source>
        <translation>FP16 / BF16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>INT8</source>
        <translation>INT8</translation>
    </message>
    <message>
        <source>4-bit (GPTQ / AWQ / NF4)</source>
        <translation>4-बिट (GPTQ / AWQ / NF4)</translation>
    </message>
    <message>
        <source>&amp;KV cache:</source>
        <translation>KV cache (&amp;K):</translation>
    </message>
    <message>
        <source>Precision of the attention keys and values kept per token.</source>
        <translation>प्रति टोकन रखे गए अटेंशन की और वैल्यू की प्रिसिज़न।</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>INT4</source>
        <translation>INT4</translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation>पैरेललिज़्म</translation>
    </message>
    <message>
        <source>Tensor and pipeline parallel split the model; ZeRO shards training state over replicas.</source>
        <translation>टेंसर और पाइपलाइन पैरेलल मॉडल को बाँटते हैं; ZeRO ट्रेनिंग स्टेट को रेप्लिका पर बाँटता है।</translation>
    </message>
    <message>
        <source>&amp;GPUs in the node:</source>
        <translation>नोड में GPU (&amp;G):</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs in the one node (1-8).</source>
        <translation>एक नोड में GPU (1-8)।</translation>
    </message>
    <message>
        <source>&amp;Tensor parallel:</source>
        <translation>टेंसर पैरेलल (&amp;T):</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>टेंसर पैरेलल</translation>
    </message>
    <message>
        <source>GPUs each layer is split over; must divide the heads.</source>
        <translation>हर लेयर जितने GPU पर बाँटी जाती है; हेड की संख्या को इससे विभाज्य होना चाहिए।</translation>
    </message>
    <message>
        <source>&amp;Pipeline stages:</source>
        <translation>पाइपलाइन स्टेज (&amp;P):</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>पाइपलाइन स्टेज</translation>
    </message>
    <message>
        <source>stages</source>
        <translation>स्टेज</translation>
    </message>
    <message>
        <source>Stages the layers are divided into.</source>
        <translation>लेयर जितनी स्टेज में बाँटी जाती हैं।</translation>
    </message>
    <message>
        <source>&amp;ZeRO stage:</source>
        <translation>ZeRO स्टेज (&amp;Z):</translation>
    </message>
    <message>
        <source>ZeRO-1 shards optimizer states, 2 also gradients, 3 (FSDP full shard) also weights, over the data-parallel replicas.</source>
        <translation>ZeRO-1 ऑप्टिमाइज़र स्टेट बाँटता है, 2 ग्रेडिएंट भी, 3 (FSDP फ़ुल शार्ड) वेट भी, डेटा-पैरेलल रेप्लिका पर।</translation>
    </message>
    <message>
        <source>0 (none)</source>
        <translation>0 (कोई नहीं)</translation>
    </message>
    <message>
        <source>1: optimizer states</source>
        <translation>1: ऑप्टिमाइज़र स्टेट</translation>
    </message>
    <message>
        <source>2: + gradients</source>
        <translation>2: + ग्रेडिएंट</translation>
    </message>
    <message>
        <source>3 / FSDP: + weights</source>
        <translation>3 / FSDP: + वेट</translation>
    </message>
    <message>
        <source>What holds it, and how to make it fit</source>
        <translation>इसे क्या रोकता है, और इसे फ़िट कैसे करें</translation>
    </message>
    <message>
        <source>Every figure from the planning engine.</source>
        <translation>हर आंकड़ा प्लानिंग इंजन से।</translation>
    </message>
    <message>
        <source>Cheapest ways to make it fit on the chosen GPU:</source>
        <translation>चुने गए GPU पर इसे फ़िट करने के सबसे सस्ते तरीके:</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>बदलाव</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>प्रति GPU मेमोरी</translation>
    </message>
    <message>
        <source>Saves</source>
        <translation>बचत</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>फ़िट</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>समय</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-घंटे</translation>
    </message>
    <message>
        <source>Every catalog GPU:</source>
        <translation>हर कैटलॉग GPU:</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>उपयोग योग्य</translation>
    </message>
    <message>
        <source>Needs per GPU</source>
        <translation>प्रति GPU आवश्यकता</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>गुंजाइश</translation>
    </message>
    <message>
        <source>Fewest GPUs</source>
        <translation>सबसे कम GPU</translation>
    </message>
    <message>
        <source>The seed article&apos;s worked examples against the engine:</source>
        <translation>बीज लेख के हल किए गए उदाहरण इंजन के सामने:</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>उदाहरण</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>घटक</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>लेख</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>इंजन</translation>
    </message>
    <message>
        <source>Why they differ</source>
        <translation>ये अलग क्यों हैं</translation>
    </message>
    <message>
        <source>This plan</source>
        <translation>यह योजना</translation>
    </message>
    <message>
        <source>On one %1 (%2 usable): %3 needs %4 per GPU, so it %5. Largest %6 that fits: %7. Longest %8 that fits: %9 tokens.</source>
        <translation>एक %1 पर (%2 उपयोग योग्य): %3 को प्रति GPU %4 चाहिए, इसलिए यह %5। फ़िट होने वाला सबसे बड़ा %6: %7। फ़िट होने वाला सबसे लंबा %8: %9 टोकन।</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>फ़िट होता है</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>फ़िट नहीं होता</translation>
    </message>
    <message>
        <source>micro-batch</source>
        <translation>माइक्रो-बैच</translation>
    </message>
    <message>
        <source>number of concurrent sequences</source>
        <translation>समवर्ती सीक्वेंस की संख्या</translation>
    </message>
    <message>
        <source>none</source>
        <translation>कोई नहीं</translation>
    </message>
    <message>
        <source>sequence</source>
        <translation>सीक्वेंस</translation>
    </message>
    <message>
        <source>context (prompt + output)</source>
        <translation>कॉन्टेक्स्ट (प्रॉम्प्ट + आउटपुट)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>हाँ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>नहीं</translation>
    </message>
    <message>
        <source>not modelled</source>
        <translation>मॉडल नहीं किया गया</translation>
    </message>
    <message>
        <source>x %1</source>
        <translation>x %1</translation>
    </message>
    <message>
        <source>Engine time with the change / without (%1).</source>
        <translation>बदलाव के साथ / बिना इंजन समय (%1)।</translation>
    </message>
    <message>
        <source>wall clock</source>
        <translation>वास्तविक समय</translation>
    </message>
    <message>
        <source>request latency</source>
        <translation>अनुरोध लेटेंसी</translation>
    </message>
    <message>
        <source>GPUs x time with the change / without: what it does to the bill.</source>
        <translation>बदलाव के साथ / बिना GPU x समय: बिल पर इसका असर।</translation>
    </message>
    <message>
        <source>%1 (TP %2 x CP %3 x PP %4 x DP %5)</source>
        <translation>%1 (TP %2 x CP %3 x PP %4 x DP %5)</translation>
    </message>
    <message>
        <source>%1 (TP %2 x PP %3 x DP %4)</source>
        <translation>%1 (TP %2 x PP %3 x DP %4)</translation>
    </message>
    <message>
        <source>Cheapest ways to make it fit on the chosen GPU</source>
        <translation>चुने गए GPU पर इसे समाने के सबसे सस्ते तरीके</translation>
    </message>
    <message>
        <source>One row per change: the memory per GPU it leaves, what it saves, whether it fits, GPUs and time.</source>
        <translation>हर बदलाव की एक पंक्ति: प्रति GPU बची मेमोरी, कितनी बचत, समाता है या नहीं, GPU और समय।</translation>
    </message>
    <message>
        <source>Every catalog GPU</source>
        <translation>कैटलॉग का हर GPU</translation>
    </message>
    <message>
        <source>One row per catalog GPU: usable memory, what the plan needs per GPU, whether it fits, headroom.</source>
        <translation>कैटलॉग के हर GPU की एक पंक्ति: उपयोग योग्य मेमोरी, योजना को प्रति GPU क्या चाहिए, समाता है या नहीं, बची जगह।</translation>
    </message>
    <message>
        <source>The seed article&apos;s worked examples against the engine</source>
        <translation>मूल लेख के हल किए गए उदाहरण engine के सामने</translation>
    </message>
    <message>
        <source>One row per example and memory component: the article&apos;s figure, the engine&apos;s, and why they differ.</source>
        <translation>हर उदाहरण और मेमोरी घटक की एक पंक्ति: लेख का आंकड़ा, engine का, और वे क्यों अलग हैं।</translation>
    </message>
</context>
<context>
    <name>WhatIfPanel</name>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>own value</source>
        <translation>अपना मान</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation for every scenario: the share of peak TFLOPS a real run reaches (PaLM reports 46%, Chowdhery et al. 2022). &quot;own&quot; = each scenario&apos;s own value.</source>
        <translation>हर परिदृश्य के लिए मॉडल FLOPs उपयोग (MFU): पीक TFLOPS का वह हिस्सा जो एक वास्तविक रन पाता है (PaLM 46% बताता है, Chowdhery et al. 2022)। &quot;अपना&quot; = हर परिदृश्य का अपना मान।</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Every offer&apos;s price as a share of the catalog price: 80% asks &quot;what if we negotiate 20% off&quot;.</source>
        <translation>हर ऑफ़र की कीमत कैटलॉग कीमत के हिस्से के रूप में: 80% पूछता है &quot;अगर हम 20% छूट पर बात करें तो&quot;।</translation>
    </message>
    <message>
        <source>Price (% of catalog)</source>
        <translation>कीमत (कैटलॉग का %)</translation>
    </message>
    <message>
        <source> B tokens</source>
        <translation> B टोकन</translation>
    </message>
    <message>
        <source>Tokens to train for every training scenario (training time grows linearly with them: 6 x parameters x tokens FLOPs, Kaplan et al. 2020).</source>
        <translation>हर ट्रेनिंग परिदृश्य के लिए ट्रेन करने के टोकन (ट्रेनिंग समय इनके साथ रैखिक रूप से बढ़ता है: 6 x पैरामीटर x टोकन FLOPs, Kaplan et al. 2020)।</translation>
    </message>
    <message>
        <source>Tokens to train</source>
        <translation>ट्रेन करने के टोकन</translation>
    </message>
    <message>
        <source> GPUs</source>
        <translation> GPU</translation>
    </message>
    <message>
        <source>Total GPUs for every scenario, rounded to the nearest count each one can run: whole model copies on whole nodes, a data-parallel degree that splits its global batch, a network past one node. Each scenario&apos;s header and the what-if list say what it got.</source>
        <translation>हर परिदृश्य के लिए कुल GPU, उस निकटतम संख्या पर जिस पर हर एक चल सकता है: पूरे नोड पर पूरी मॉडल प्रतियाँ, ऐसी डेटा-पैरेलल डिग्री जो उसके ग्लोबल बैच को बाँटे, एक नोड से आगे नेटवर्क। हर परिदृश्य का शीर्ष और क्या-अगर सूची बताते हैं कि उसे क्या मिला।</translation>
    </message>
    <message>
        <source>Number of GPUs</source>
        <translation>GPU की संख्या</translation>
    </message>
    <message>
        <source> h/month</source>
        <translation> h/माह</translation>
    </message>
    <message>
        <source>Engineering hours per month to run the cluster (DevOps/MLOps), added to the monthly cost.</source>
        <translation>क्लस्टर चलाने के लिए प्रति माह इंजीनियरिंग घंटे (DevOps/MLOps), मासिक लागत में जोड़े जाते हैं।</translation>
    </message>
    <message>
        <source>DevOps hours</source>
        <translation>DevOps घंटे</translation>
    </message>
    <message>
        <source>Loaded cost of one DevOps hour, in the workspace currency.</source>
        <translation>एक DevOps घंटे की सभी खर्च सहित लागत, वर्कस्पेस की मुद्रा में।</translation>
    </message>
    <message>
        <source>DevOps rate</source>
        <translation>DevOps दर</translation>
    </message>
    <message>
        <source> INR/USD</source>
        <translation> INR/USD</translation>
    </message>
    <message>
        <source>catalog</source>
        <translation>कैटलॉग</translation>
    </message>
    <message>
        <source>Rupees per US dollar: re-prices every INR offer against USD ones (and the other way round). Left = the catalog&apos;s dated rate.</source>
        <translation>प्रति अमेरिकी डॉलर रुपये: हर INR ऑफ़र की कीमत USD ऑफ़रों के सामने फिर से लगाता है (और उल्टा भी)। बाएँ = कैटलॉग की दिनांकित दर।</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>विनिमय दर</translation>
    </message>
    <message>
        <source>Step every scenario onto another catalog GPU, oldest to newest. Each offer is swapped like for like: the same provider and tier, else the median offer of that tier, never a cheaper tier; the column header says which. Left = each scenario&apos;s own GPU.</source>
        <translation>हर परिदृश्य को किसी दूसरे कैटलॉग GPU पर ले जाएँ, पुराने से नए तक। हर ऑफ़र समान से बदला जाता है: वही प्रदाता और टियर, नहीं तो उस टियर का माध्यिका ऑफ़र, कभी सस्ता टियर नहीं; कॉलम शीर्ष बताता है कौन सा। बाएँ = हर परिदृश्य का अपना GPU।</translation>
    </message>
    <message>
        <source>GPU generation</source>
        <translation>GPU पीढ़ी</translation>
    </message>
    <message>
        <source>&amp;Reset what-if</source>
        <translation>क्या-अगर रीसेट करें (&amp;R)</translation>
    </message>
    <message>
        <source>Back to every scenario&apos;s own inputs (one undo step).</source>
        <translation>हर परिदृश्य के अपने इनपुट पर वापस (एक पूर्ववत चरण)।</translation>
    </message>
    <message>
        <source>&amp;Snapshot as scenario</source>
        <translation>परिदृश्य के रूप में स्नैपशॉट (&amp;S)</translation>
    </message>
    <message>
        <source>Add the selected scenario, with the current what-if applied, as a new scenario.</source>
        <translation>चुने गए परिदृश्य को, मौजूदा क्या-अगर लागू करके, नए परिदृश्य के रूप में जोड़ें।</translation>
    </message>
    <message>
        <source>&lt;b&gt;What if...&lt;/b&gt; (changes every scenario at once; Ctrl+Z undoes)</source>
        <translation>&lt;b&gt;क्या-अगर...&lt;/b&gt; (हर परिदृश्य को एक साथ बदलता है; Ctrl+Z पूर्ववत करता है)</translation>
    </message>
    <message>
        <source>each scenario&apos;s own GPU</source>
        <translation>हर परिदृश्य का अपना GPU</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No what-if applied: every figure is the scenarios&apos; own.</source>
        <translation>कोई क्या-अगर लागू नहीं: हर आंकड़ा परिदृश्यों का अपना है।</translation>
    </message>
    <message>
        <source>What-if applied to every scenario. Saved scenarios are unchanged until you snapshot one. Changed figures are marked in the table and charts.</source>
        <translation>हर परिदृश्य पर क्या-अगर लागू। सहेजे गए परिदृश्य तब तक नहीं बदलते जब तक आप किसी का स्नैपशॉट नहीं लेते। बदले गए आंकड़े तालिका और चार्ट में चिह्नित हैं।</translation>
    </message>
</context>
<context>
    <name>WhatIfSnapshot</name>
    <message>
        <source>prices at %1% of the catalog</source>
        <translation>कैटलॉग के %1% पर कीमतें</translation>
    </message>
    <message>
        <source>%1 at %2 per USD</source>
        <translation>%1, %2 प्रति USD पर</translation>
    </message>
    <message>
        <source>Snapshot taken with the what-if %1. Those are catalog-wide, not part of a scenario: this one is priced at the catalog&apos;s prices and rates.</source>
        <translation>क्या-अगर %1 के साथ लिया गया स्नैपशॉट। वे पूरे कैटलॉग पर लागू हैं, किसी परिदृश्य का हिस्सा नहीं: इसकी कीमत कैटलॉग की कीमतों और दरों पर है।</translation>
    </message>
    <message>
        <source> and </source>
        <translation> और </translation>
    </message>
</context>
<context>
    <name>WorkloadDataPage</name>
    <message>
        <source>&amp;Tokens to train on:</source>
        <translation>ट्रेन करने के टोकन (&amp;T):</translation>
    </message>
    <message>
        <source>A &amp;dataset, seen several times:</source>
        <translation>एक डेटासेट, कई बार देखा गया (&amp;D):</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>टोकन</translation>
    </message>
    <message>
        <source>billion tokens</source>
        <translation>अरब टोकन</translation>
    </message>
    <message>
        <source>Dataset size</source>
        <translation>डेटासेट का आकार</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>एपॉक</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>पास</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>सीक्वेंस लंबाई</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>टोकन</translation>
    </message>
    <message>
        <source>How much data?</source>
        <translation>कितना डेटा?</translation>
    </message>
    <message>
        <source>Compute grows with tokens: about 6 x parameters FLOPs per token for training.</source>
        <translation>कंप्यूट टोकन के साथ बढ़ता है: ट्रेनिंग के लिए प्रति टोकन लगभग 6 x पैरामीटर FLOPs।</translation>
    </message>
    <message>
        <source>Tokens processed over the whole run, in billions (2 = 2 billion tokens).</source>
        <translation>पूरे रन में संसाधित टोकन, अरब में (2 = 2 अरब टोकन)।</translation>
    </message>
    <message>
        <source>Tokens in the dataset once, in billions.</source>
        <translation>डेटासेट में एक बार के टोकन, अरब में।</translation>
    </message>
    <message>
        <source>How many times the run goes over the dataset.</source>
        <translation>रन डेटासेट पर कितनी बार जाता है।</translation>
    </message>
    <message>
        <source>Tokens per training sequence; activation memory grows with it.</source>
        <translation>प्रति ट्रेनिंग सीक्वेंस टोकन; एक्टिवेशन मेमोरी इसके साथ बढ़ती है।</translation>
    </message>
    <message>
        <source>Dataset size x epochs gives the tokens to train on.</source>
        <translation>डेटासेट का आकार x एपॉक = ट्रेन करने के टोकन।</translation>
    </message>
    <message>
        <source>&amp;Epochs:</source>
        <translation>एपॉक (&amp;E):</translation>
    </message>
    <message>
        <source>Se&amp;quence length:</source>
        <translation>सीक्वेंस लंबाई (&amp;Q):</translation>
    </message>
</context>
<context>
    <name>WorkloadGoalPage</name>
    <message>
        <source>Also say &amp;why GPUs, and not a CPU, TPU or NPU</source>
        <translation>यह भी बताएँ कि GPU क्यों, CPU, TPU या NPU क्यों नहीं (&amp;W)</translation>
    </message>
    <message>
        <source>What is the team doing?</source>
        <translation>टीम क्या कर रही है?</translation>
    </message>
    <message>
        <source>The seed article&apos;s first step: training from scratch, fine-tuning and serving need different infrastructure.</source>
        <translation>बीज लेख का पहला कदम: शुरू से ट्रेनिंग, फ़ाइन-ट्यूनिंग और सर्विंग को अलग इन्फ्रास्ट्रक्चर चाहिए।</translation>
    </message>
    <message>
        <source>&amp;Train a model from scratch</source>
        <translation>शुरू से एक मॉडल ट्रेन करें (&amp;T)</translation>
    </message>
    <message>
        <source>Pre-training: every weight learns from random initialisation. Needs the most compute, memory and fast links.</source>
        <translation>प्री-ट्रेनिंग: हर वेट रैंडम शुरुआत से सीखता है। सबसे अधिक कंप्यूट, मेमोरी और तेज़ लिंक चाहिए।</translation>
    </message>
    <message>
        <source>&amp;Fine-tune all the weights of an existing model</source>
        <translation>किसी मौजूदा मॉडल के सभी वेट फ़ाइन-ट्यून करें (&amp;F)</translation>
    </message>
    <message>
        <source>Full fine-tuning: all weights, their gradients and the optimizer states are in memory (about 16 bytes a parameter).</source>
        <translation>पूरा फ़ाइन-ट्यूनिंग: सभी वेट, उनके ग्रेडिएंट और ऑप्टिमाइज़र स्टेट मेमोरी में होते हैं (प्रति पैरामीटर लगभग 16 बाइट)।</translation>
    </message>
    <message>
        <source>Fine-tune with &amp;LoRA adapters</source>
        <translation>LoRA अडैप्टर के साथ फ़ाइन-ट्यून करें (&amp;L)</translation>
    </message>
    <message>
        <source>LoRA: the base model is frozen in 16 bits and small adapter matrices learn; far less memory than full fine-tuning.</source>
        <translation>LoRA: बेस मॉडल 16 बिट में स्थिर रहता है और छोटे अडैप्टर मैट्रिक्स सीखते हैं; पूरे फ़ाइन-ट्यूनिंग से बहुत कम मेमोरी।</translation>
    </message>
    <message>
        <source>Fine-tune with &amp;QLoRA (4-bit base)</source>
        <translation>QLoRA (4-बिट बेस) के साथ फ़ाइन-ट्यून करें (&amp;Q)</translation>
    </message>
    <message>
        <source>QLoRA: LoRA on a base model quantised to 4 bits (NF4); the least memory, a little slower per step.</source>
        <translation>QLoRA: 4 बिट (NF4) में क्वांटाइज़ किए गए बेस मॉडल पर LoRA; सबसे कम मेमोरी, प्रति स्टेप थोड़ा धीमा।</translation>
    </message>
    <message>
        <source>&amp;Serve a model to users (inference)</source>
        <translation>उपयोगकर्ताओं को मॉडल सर्व करें (इन्फ़रेंस) (&amp;S)</translation>
    </message>
    <message>
        <source>Inference: answer requests within a latency target; memory holds the weights and every request&apos;s KV cache.</source>
        <translation>इन्फ़रेंस: लेटेंसी लक्ष्य के भीतर अनुरोधों का उत्तर दें; मेमोरी में वेट और हर अनुरोध का KV cache रहता है।</translation>
    </message>
    <message>
        <source>The recommendation then quotes the catalog&apos;s processor comparison (the seed article&apos;s table), with its source.</source>
        <translation>फिर अनुशंसा कैटलॉग की प्रोसेसर तुलना (बीज लेख की तालिका) उसके स्रोत सहित उद्धृत करती है।</translation>
    </message>
</context>
<context>
    <name>WorkloadLimitsPage</name>
    <message>
        <source>Deadline</source>
        <translation>समय-सीमा</translation>
    </message>
    <message>
        <source>days</source>
        <translation>दिन</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>बजट</translation>
    </message>
    <message>
        <source>&amp;Deadline:</source>
        <translation>समय-सीमा (&amp;D):</translation>
    </message>
    <message>
        <source>B&amp;udget:</source>
        <translation>बजट (&amp;U):</translation>
    </message>
    <message>
        <source>Deadline and budget</source>
        <translation>समय-सीमा और बजट</translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation>कोई समय-सीमा नहीं</translation>
    </message>
    <message>
        <source>The training run must finish within this many days of compute (1.5 = 36 hours). Empty: no deadline.</source>
        <translation>ट्रेनिंग रन को कंप्यूट के इतने दिनों में पूरा होना चाहिए (1.5 = 36 घंटे)। खाली: कोई समय-सीमा नहीं।</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>कोई बजट नहीं</translation>
    </message>
    <message>
        <source>A monthly budget for serving around the clock (730 hours a month). Leave it empty for none.</source>
        <translation>चौबीसों घंटे सर्विंग के लिए मासिक बजट (महीने में 730 घंटे)। किसी के लिए नहीं तो खाली छोड़ें।</translation>
    </message>
    <message>
        <source>When must the run be done, and what may one run cost? Leave either empty for none.</source>
        <translation>रन कब तक पूरा होना चाहिए, और एक रन की लागत कितनी हो सकती है? किसी के लिए नहीं तो खाली छोड़ें।</translation>
    </message>
    <message>
        <source>B&amp;udget per month (%1):</source>
        <translation>प्रति माह बजट (%1) (&amp;U):</translation>
    </message>
    <message>
        <source>B&amp;udget per run (%1):</source>
        <translation>प्रति रन बजट (%1) (&amp;U):</translation>
    </message>
    <message>
        <source>Most the service may cost per month in %1, GPUs only. Empty: no budget.</source>
        <translation>सेवा की प्रति माह अधिकतम लागत %1 में, केवल GPU। खाली: कोई बजट नहीं।</translation>
    </message>
    <message>
        <source>Most one training run may cost in %1, GPUs only. Empty: no budget.</source>
        <translation>एक ट्रेनिंग रन की अधिकतम लागत %1 में, केवल GPU। खाली: कोई बजट नहीं।</translation>
    </message>
</context>
<context>
    <name>WorkloadModelPage</name>
    <message>
        <source>A model from the &amp;catalog:</source>
        <translation>कैटलॉग से एक मॉडल (&amp;C):</translation>
    </message>
    <message>
        <source>A model of this &amp;size:</source>
        <translation>इस आकार का एक मॉडल (&amp;S):</translation>
    </message>
    <message>
        <source>Model size</source>
        <translation>मॉडल का आकार</translation>
    </message>
    <message>
        <source>billion parameters</source>
        <translation>अरब पैरामीटर</translation>
    </message>
    <message>
        <source>Which model?</source>
        <translation>कौन सा मॉडल?</translation>
    </message>
    <message>
        <source>Its size decides the memory: weights alone take 2 bytes a parameter in 16 bits.</source>
        <translation>इसका आकार मेमोरी तय करता है: 16 बिट में केवल वेट प्रति पैरामीटर 2 बाइट लेते हैं।</translation>
    </message>
    <message>
        <source>Architectures from the catalog, with their published layer counts and widths.</source>
        <translation>कैटलॉग के आर्किटेक्चर, उनकी प्रकाशित लेयर संख्या और चौड़ाई के साथ।</translation>
    </message>
    <message>
        <source>Parameters in billions, e.g. 13 for a 13B model. The catalog architecture nearest in size stands in for its layers and widths.</source>
        <translation>अरब में पैरामीटर, जैसे 13B मॉडल के लिए 13। आकार में निकटतम कैटलॉग आर्किटेक्चर उसकी लेयर और चौड़ाई के लिए लिया जाता है।</translation>
    </message>
    <message>
        <source>When your model is not in the catalog: its size in billions of parameters.</source>
        <translation>जब आपका मॉडल कैटलॉग में नहीं है: अरब पैरामीटर में उसका आकार।</translation>
    </message>
</context>
<context>
    <name>WorkloadRecommendationPage</name>
    <message>
        <source>Check &amp;GPU utilisation of a running job...</source>
        <translation>चलते जॉब का GPU उपयोग जाँचें (&amp;G)...</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>अनुशंसा</translation>
    </message>
    <message>
        <source>Checked by the planning engine. Tick the configurations to add to the workspace.</source>
        <translation>प्लानिंग इंजन द्वारा जाँचा गया। वर्कस्पेस में जोड़ने के लिए कॉन्फ़िगरेशन टिक करें।</translation>
    </message>
    <message>
        <source>&amp;Options:</source>
        <translation>विकल्प (&amp;O):</translation>
    </message>
    <message>
        <source>The three cheapest that meet every target</source>
        <translation>हर लक्ष्य पूरा करने वाले तीन सबसे सस्ते</translation>
    </message>
    <message>
        <source>The cheapest of each GPU type</source>
        <translation>हर GPU प्रकार का सबसे सस्ता</translation>
    </message>
    <message>
        <source>Both lists meet every target; the GPU types below can be added too.</source>
        <translation>दोनों सूचियाँ हर लक्ष्य पूरा करती हैं; नीचे के GPU प्रकार भी जोड़े जा सकते हैं।</translation>
    </message>
    <message>
        <source>The cheapest configurations that fit memory and meet the deadline and budget; Space ticks a row.</source>
        <translation>मेमोरी में फ़िट होने वाले और समय-सीमा व बजट पूरा करने वाले सबसे सस्ते कॉन्फ़िगरेशन; Space एक पंक्ति टिक करता है।</translation>
    </message>
    <message>
        <source>GPU types the catalog rents (tick a row to add its cheapest configuration):</source>
        <translation>कैटलॉग जो GPU प्रकार किराए पर देता है (सबसे सस्ता कॉन्फ़िगरेशन जोड़ने के लिए पंक्ति टिक करें):</translation>
    </message>
    <message>
        <source>Every GPU type the catalog rents: the fewest GPUs that hold the job, and its cheapest configuration that meets every target, or why there is none.</source>
        <translation>हर GPU प्रकार जो कैटलॉग किराए पर देता है: जॉब रखने वाले सबसे कम GPU, और हर लक्ष्य पूरा करने वाला उसका सबसे सस्ता कॉन्फ़िगरेशन, या कोई क्यों नहीं है।</translation>
    </message>
    <message>
        <source>Below 70% GPU utilisation the bottleneck is not the GPU: see the causes and what fixing them is worth.</source>
        <translation>70% GPU उपयोग से नीचे बाधा GPU नहीं है: कारण देखें और उन्हें ठीक करने का लाभ।</translation>
    </message>
    <message>
        <source>Option %1: %2</source>
        <translation>विकल्प %1: %2</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>मॉडल: %1</translation>
    </message>
    <message>
        <source>Cannot recommend: %1 (%2)</source>
        <translation>अनुशंसा नहीं हो सकती: %1 (%2)</translation>
    </message>
    <message>
        <source>Tier: %1. %2</source>
        <translation>टियर: %1. %2</translation>
    </message>
    <message>
        <source>Parallel strategy: %1. %2</source>
        <translation>पैरेलल रणनीति: %1. %2</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>जोड़ें</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Fewest GPUs that hold it</source>
        <translation>इसे रखने वाले सबसे कम GPU</translation>
    </message>
    <message>
        <source>Meets the deadline with</source>
        <translation>समय-सीमा पूरी करता है</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>समय</translation>
    </message>
    <message>
        <source>Cost per run</source>
        <translation>प्रति रन लागत</translation>
    </message>
    <message>
        <source>Meets every target with</source>
        <translation>हर लक्ष्य पूरा करता है</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>लेटेंसी</translation>
    </message>
    <message>
        <source>Cost per hour</source>
        <translation>प्रति घंटा लागत</translation>
    </message>
    <message>
        <source>Add this GPU&apos;s cheapest configuration to the workspace as a scenario.</source>
        <translation>इस GPU का सबसे सस्ता कॉन्फ़िगरेशन वर्कस्पेस में परिदृश्य के रूप में जोड़ें।</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>फ़िट नहीं होता</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>none: %1</source>
        <translation>कोई नहीं: %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>कॉन्फ़िगरेशन</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>ऑफ़र</translation>
    </message>
    <message>
        <source>Per million tokens</source>
        <translation>प्रति दस लाख टोकन</translation>
    </message>
    <message>
        <source>Per million output tokens</source>
        <translation>प्रति दस लाख आउटपुट टोकन</translation>
    </message>
    <message>
        <source>Option %1</source>
        <translation>विकल्प %1</translation>
    </message>
    <message>
        <source>Add this configuration to the workspace as a scenario.</source>
        <translation>यह कॉन्फ़िगरेशन वर्कस्पेस में परिदृश्य के रूप में जोड़ें।</translation>
    </message>
    <message>
        <source>%1 s (TTFT %2 ms, %3 ms/token)</source>
        <translation>%1 s (TTFT %2 ms, %3 ms/टोकन)</translation>
    </message>
    <message>
        <source>Residency: %1. Every offer priced is hosted in India; the scenarios added keep it as part of the plan (the plan header shows it) and in their name and notes.</source>
        <translation>निवास: %1। कीमत वाला हर ऑफ़र भारत में होस्ट है; जोड़े गए परिदृश्य इसे योजना के हिस्से के रूप में रखते हैं (योजना शीर्षक इसे दिखाता है) और अपने नाम और टिप्पणियों में भी।</translation>
    </message>
    <message>
        <source>Price age</source>
        <translation>कीमत की आयु</translation>
    </message>
</context>
<context>
    <name>WorkloadResidencyPage</name>
    <message>
        <source>The data includes &amp;personal data of people in India</source>
        <translation>डेटा में भारत के लोगों का व्यक्तिगत डेटा शामिल है (&amp;P)</translation>
    </message>
    <message>
        <source>Only offers hosted in &amp;India</source>
        <translation>केवल भारत में होस्ट किए गए ऑफ़र (&amp;I)</translation>
    </message>
    <message>
        <source>Allow &amp;spot capacity (cheaper, can be reclaimed mid-run)</source>
        <translation>स्पॉट क्षमता की अनुमति दें (सस्ती, रन के बीच वापस ली जा सकती है) (&amp;S)</translation>
    </message>
    <message>
        <source>Include offers the catalog &amp;flags (restricted eligibility, disputed or superseded prices)</source>
        <translation>कैटलॉग द्वारा चिह्नित ऑफ़र भी शामिल करें (सीमित पात्रता, विवादित या प्रतिस्थापित कीमतें) (&amp;F)</translation>
    </message>
    <message>
        <source>Where may it run?</source>
        <translation>यह कहाँ चल सकता है?</translation>
    </message>
    <message>
        <source>Data residency and interruptible capacity limit the offers the search may use.</source>
        <translation>डेटा निवास और बाधित हो सकने वाली क्षमता उन ऑफ़रों को सीमित करते हैं जिन्हें खोज उपयोग कर सकती है।</translation>
    </message>
    <message>
        <source>Customer, employee or patient data of people in India: India&apos;s DPDP Act 2023 and DPDP Rules 2025 may apply.</source>
        <translation>भारत के लोगों का ग्राहक, कर्मचारी या रोगी डेटा: भारत का DPDP अधिनियम 2023 और DPDP नियम 2025 लागू हो सकते हैं।</translation>
    </message>
    <message>
        <source>Exclude every offer whose region is outside India or not stated.</source>
        <translation>हर वह ऑफ़र बाहर रखें जिसका क्षेत्र भारत के बाहर है या बताया नहीं गया।</translation>
    </message>
    <message>
        <source>Spot / preemptible GPUs: the provider may take them back, so the run needs checkpoints to resume.</source>
        <translation>स्पॉट / प्रीएम्प्टिबल GPU: प्रदाता उन्हें वापस ले सकता है, इसलिए रन को फिर से शुरू करने के लिए चेकपॉइंट चाहिए।</translation>
    </message>
    <message>
        <source>Offers only eligible users can buy (government portals, academic or startup programmes), prices another source disputes, and prices a newer row replaces are left out unless ticked; when included they are marked.</source>
        <translation>वे ऑफ़र जिन्हें केवल पात्र उपयोगकर्ता खरीद सकते हैं (सरकारी पोर्टल, शैक्षणिक या स्टार्टअप कार्यक्रम), वे कीमतें जिन पर कोई दूसरा स्रोत विवाद करता है, और वे कीमतें जिन्हें नई पंक्ति बदलती है, टिक किए बिना बाहर रहती हैं; शामिल होने पर वे चिह्नित होती हैं।</translation>
    </message>
</context>
<context>
    <name>WorkloadTrafficPage</name>
    <message>
        <source>Load</source>
        <translation>लोड</translation>
    </message>
    <message>
        <source>requests per second</source>
        <translation>अनुरोध प्रति सेकंड</translation>
    </message>
    <message>
        <source>Prompt length</source>
        <translation>प्रॉम्प्ट लंबाई</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>टोकन</translation>
    </message>
    <message>
        <source>Output length</source>
        <translation>आउटपुट लंबाई</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>पहले टोकन तक समय</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>प्रति आउटपुट टोकन समय</translation>
    </message>
    <message>
        <source>Allow &amp;8-bit and 4-bit weights and an FP8 KV cache (test the quality first)</source>
        <translation>8-बिट और 4-बिट वेट और FP8 KV cache की अनुमति दें (पहले गुणवत्ता जाँचें) (&amp;8)</translation>
    </message>
    <message>
        <source>How much traffic?</source>
        <translation>कितना ट्रैफ़िक?</translation>
    </message>
    <message>
        <source>The article: inference needs fast memory and sustained throughput; cost per query decides.</source>
        <translation>लेख: इन्फ़रेंस को तेज़ मेमोरी और स्थायी थ्रूपुट चाहिए; प्रति क्वेरी लागत निर्णय करती है।</translation>
    </message>
    <message>
        <source>Requests per second at peak that the service must sustain.</source>
        <translation>पीक पर प्रति सेकंड अनुरोध जो सेवा को संभालने चाहिए।</translation>
    </message>
    <message>
        <source>Average prompt (input) tokens per request, system prompt included.</source>
        <translation>प्रति अनुरोध औसत प्रॉम्प्ट (इनपुट) टोकन, सिस्टम प्रॉम्प्ट सहित।</translation>
    </message>
    <message>
        <source>Average generated tokens per request.</source>
        <translation>प्रति अनुरोध औसत बनाए गए टोकन।</translation>
    </message>
    <message>
        <source>no target</source>
        <translation>कोई लक्ष्य नहीं</translation>
    </message>
    <message>
        <source>Longest acceptable wait before the first token appears (prefill of the request&apos;s batch). Empty: no target.</source>
        <translation>पहला टोकन दिखने से पहले स्वीकार्य सबसे लंबा इंतज़ार (अनुरोध के बैच का प्रीफ़िल)। खाली: कोई लक्ष्य नहीं।</translation>
    </message>
    <message>
        <source>Longest acceptable time between two generated tokens (50 ms = 20 tokens/s per user). Empty: no target.</source>
        <translation>दो बनाए गए टोकनों के बीच स्वीकार्य सबसे लंबा समय (50 ms = प्रति उपयोगकर्ता 20 टोकन/s)। खाली: कोई लक्ष्य नहीं।</translation>
    </message>
    <message>
        <source>Quantised weights need less memory and bandwidth, so fewer GPUs; they can lose quality on your task.</source>
        <translation>क्वांटाइज़ किए गए वेट को कम मेमोरी और बैंडविड्थ चाहिए, इसलिए कम GPU; आपके कार्य पर उनकी गुणवत्ता घट सकती है।</translation>
    </message>
    <message>
        <source>&amp;Load:</source>
        <translation>लोड (&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Prompt:</source>
        <translation>प्रॉम्प्ट (&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Output:</source>
        <translation>आउटपुट (&amp;O):</translation>
    </message>
    <message>
        <source>Time to &amp;first token:</source>
        <translation>पहले टोकन तक समय (&amp;F):</translation>
    </message>
    <message>
        <source>Time per output &amp;token:</source>
        <translation>प्रति आउटपुट टोकन समय (&amp;T):</translation>
    </message>
    <message>
        <source>for the mean request</source>
        <translation>औसत अनुरोध के लिए</translation>
    </message>
    <message>
        <source>for 50% of requests (p50)</source>
        <translation>50% अनुरोधों के लिए (p50)</translation>
    </message>
    <message>
        <source>for 90% of requests (p90)</source>
        <translation>90% अनुरोधों के लिए (p90)</translation>
    </message>
    <message>
        <source>for 95% of requests (p95)</source>
        <translation>95% अनुरोधों के लिए (p95)</translation>
    </message>
    <message>
        <source>for 99% of requests (p99)</source>
        <translation>99% अनुरोधों के लिए (p99)</translation>
    </message>
    <message>
        <source>First-token target &amp;holds:</source>
        <translation>पहले टोकन का लक्ष्य पूरा हो (&amp;H):</translation>
    </message>
    <message>
        <source>Whether the first-token target holds on average or for a share of requests. Percentiles come from a queueing model that assumes requests arrive at random (Poisson): Erlang C for the share that waits for the prefill, the wait exponential with the mean TTFT&apos;s.</source>
        <translation>पहले टोकन का लक्ष्य औसत पर पूरा होता है या अनुरोधों के किसी हिस्से के लिए। पर्सेंटाइल एक कतार मॉडल से आते हैं जो मानता है कि अनुरोध यादृच्छिक रूप से (Poisson) आते हैं: प्रीफ़िल के लिए इंतज़ार करने वाले हिस्से के लिए Erlang C, और इंतज़ार औसत TTFT के औसत के साथ घातांकीय।</translation>
    </message>
</context>
<context>
    <name>WorkloadWizard</name>
    <message>
        <source>Plan a workload</source>
        <translation>एक वर्कलोड की योजना बनाएँ</translation>
    </message>
    <message>
        <source>&amp;Add to workspace</source>
        <translation>वर्कस्पेस में जोड़ें (&amp;A)</translation>
    </message>
    <message numerus="yes">
        <source>Add %n scenario(s) from %1</source>
        <translation>
            <numerusform>%1 से %n परिदृश्य जोड़ें</numerusform>
            <numerusform>%1 से %n परिदृश्य जोड़ें</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Workspace</name>
    <message>
        <source>What-if: MFU</source>
        <translation>क्या-अगर: MFU</translation>
    </message>
    <message>
        <source>What-if: price factor</source>
        <translation>क्या-अगर: मूल्य गुणक</translation>
    </message>
    <message>
        <source>What-if: tokens to train</source>
        <translation>क्या-अगर: ट्रेन करने के टोकन</translation>
    </message>
    <message>
        <source>What-if: number of GPUs</source>
        <translation>क्या-अगर: GPU की संख्या</translation>
    </message>
    <message>
        <source>What-if: DevOps hours</source>
        <translation>क्या-अगर: DevOps घंटे</translation>
    </message>
    <message>
        <source>What-if: DevOps rate</source>
        <translation>क्या-अगर: DevOps दर</translation>
    </message>
    <message>
        <source>What-if: exchange rate</source>
        <translation>क्या-अगर: विनिमय दर</translation>
    </message>
    <message>
        <source>What-if: GPU generation</source>
        <translation>क्या-अगर: GPU पीढ़ी</translation>
    </message>
    <message>
        <source>Change title</source>
        <translation>शीर्षक बदलें</translation>
    </message>
    <message>
        <source>Change customer</source>
        <translation>ग्राहक बदलें</translation>
    </message>
    <message>
        <source>Change notes</source>
        <translation>टिप्पणियाँ बदलें</translation>
    </message>
    <message>
        <source>Change currency</source>
        <translation>मुद्रा बदलें</translation>
    </message>
    <message>
        <source>Convert the DevOps rate</source>
        <translation>DevOps दर बदलें</translation>
    </message>
    <message>
        <source>Scenario %1</source>
        <translation>परिदृश्य %1</translation>
    </message>
    <message>
        <source>Add scenario</source>
        <translation>परिदृश्य जोड़ें</translation>
    </message>
    <message>
        <source>Remove scenario “%1”</source>
        <translation>परिदृश्य “%1” हटाएँ</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (प्रति)</translation>
    </message>
    <message>
        <source>Duplicate scenario</source>
        <translation>परिदृश्य की प्रति बनाएँ</translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation>परिदृश्य का नाम बदलें</translation>
    </message>
    <message>
        <source>Change scenario colour</source>
        <translation>परिदृश्य का रंग बदलें</translation>
    </message>
    <message>
        <source>Change scenario notes</source>
        <translation>परिदृश्य की टिप्पणियाँ बदलें</translation>
    </message>
    <message>
        <source>Edit scenario “%1”</source>
        <translation>परिदृश्य “%1” संपादित करें</translation>
    </message>
    <message>
        <source>Move scenario</source>
        <translation>परिदृश्य खिसकाएँ</translation>
    </message>
    <message>
        <source>Reset what-if</source>
        <translation>क्या-अगर रीसेट करें</translation>
    </message>
    <message>
        <source>Add TCO analysis “%1”</source>
        <translation>TCO विश्लेषण “%1” जोड़ें</translation>
    </message>
    <message>
        <source>Change TCO analysis “%1”</source>
        <translation>TCO विश्लेषण “%1” बदलें</translation>
    </message>
    <message>
        <source>Remove TCO analysis “%1”</source>
        <translation>TCO विश्लेषण “%1” हटाएँ</translation>
    </message>
    <message>
        <source>Add checklist evaluation “%1”</source>
        <translation>चेकलिस्ट मूल्यांकन “%1” जोड़ें</translation>
    </message>
    <message>
        <source>Change checklist evaluation “%1”</source>
        <translation>चेकलिस्ट मूल्यांकन “%1” बदलें</translation>
    </message>
    <message>
        <source>Remove checklist evaluation “%1”</source>
        <translation>चेकलिस्ट मूल्यांकन “%1” हटाएँ</translation>
    </message>
    <message>
        <source>Reprice from catalog</source>
        <translation>कैटलॉग से फिर से कीमत लगाएँ</translation>
    </message>
    <message>
        <source>What-if: TCO analysis “%1”</source>
        <translation>क्या-अगर: TCO विश्लेषण “%1”</translation>
    </message>
</context>
<context>
    <name>WorkspaceView</name>
    <message>
        <source>Scenarios</source>
        <translation>परिदृश्य</translation>
    </message>
    <message>
        <source>Rent, managed or buy</source>
        <translation>किराया, मैनेज्ड या खरीद</translation>
    </message>
    <message>
        <source>What-if</source>
        <translation>क्या-अगर</translation>
    </message>
    <message>
        <source>Why this number</source>
        <translation>यह संख्या क्यों</translation>
    </message>
    <message>
        <source>&amp;Workshop mode</source>
        <translation>वर्कशॉप मोड (&amp;W)</translation>
    </message>
    <message>
        <source>Large type and a clean comparison view for a projector.</source>
        <translation>प्रोजेक्टर के लिए बड़े अक्षर और साफ़ तुलना दृश्य।</translation>
    </message>
    <message>
        <source>S&amp;napshot what-if as new scenario</source>
        <translation>क्या-अगर का नए परिदृश्य के रूप में स्नैपशॉट (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Copy comparison as CSV</source>
        <translation>तुलना को CSV के रूप में कॉपी करें (&amp;C)</translation>
    </message>
    <message>
        <source>Rent, managed or buy (&amp;TCO analyses)</source>
        <translation>किराया, मैनेज्ड या खरीद (TCO विश्लेषण) (&amp;T)</translation>
    </message>
    <message>
        <source>The TCO analyses kept in this workspace, their inputs editable as a what-if.</source>
        <translation>इस वर्कस्पेस में रखे गए TCO विश्लेषण, उनके इनपुट क्या-अगर के रूप में संपादन योग्य।</translation>
    </message>
    <message>
        <source>Start a plan</source>
        <translation>एक योजना शुरू करें</translation>
    </message>
    <message>
        <source>Each start is a complete plan on the catalog (model, GPUs, priced offers) that you then change; or answer a few questions and let the wizard size it.</source>
        <translation>हर शुरुआत कैटलॉग पर एक पूरी योजना है (मॉडल, GPU, कीमत लगे ऑफ़र) जिसे आप फिर बदलते हैं; या कुछ प्रश्नों के उत्तर दें और विज़ार्ड को आकार तय करने दें।</translation>
    </message>
</context>
<context>
    <name>catalog</name>
    <message>
        <source>provider_key is required for a discount</source>
        <translation>छूट के लिए provider_key आवश्यक है</translation>
    </message>
    <message>
        <source>provider_key &quot;%1&quot; is not in providers</source>
        <translation>provider_key &quot;%1&quot; providers तालिका में नहीं है</translation>
    </message>
    <message>
        <source>tier must be one of %1, got &quot;%2&quot;</source>
        <translation>tier %1 में से एक होना चाहिए, मिला &quot;%2&quot;</translation>
    </message>
    <message>
        <source>discount_percent must be at least 0 and below 100, got %1</source>
        <translation>discount_percent कम से कम 0 और 100 से कम होना चाहिए, मिला %1</translation>
    </message>
    <message>
        <source>offer_key is required for a contracted price</source>
        <translation>अनुबंधित कीमत के लिए offer_key आवश्यक है</translation>
    </message>
    <message>
        <source>offer_key &quot;%1&quot; is not in offers</source>
        <translation>offer_key &quot;%1&quot; offers तालिका में नहीं है</translation>
    </message>
    <message>
        <source>price must be a finite number above 0 and at most 1e12, got %1</source>
        <translation>price 0 से अधिक और अधिकतम 1e12 की परिमित संख्या होनी चाहिए, मिला %1</translation>
    </message>
    <message>
        <source>currency is required for a contracted price</source>
        <translation>अनुबंधित कीमत के लिए currency आवश्यक है</translation>
    </message>
    <message>
        <source>currency &quot;%1&quot; is not in currencies</source>
        <translation>currency &quot;%1&quot; currencies तालिका में नहीं है</translation>
    </message>
    <message>
        <source>source is required: the contract&apos;s name</source>
        <translation>source आवश्यक है: अनुबंध का नाम</translation>
    </message>
    <message>
        <source>source must be one line of at most %1 characters</source>
        <translation>source अधिकतम %1 वर्णों की एक पंक्ति होनी चाहिए</translation>
    </message>
    <message>
        <source>as_of must be the contract&apos;s date as YYYY-MM-DD, got &quot;%1&quot;</source>
        <translation>as_of अनुबंध की तिथि YYYY-MM-DD रूप में होनी चाहिए, मिला &quot;%1&quot;</translation>
    </message>
    <message>
        <source>notes must be at most %1 characters of text</source>
        <translation>notes अधिकतम %1 वर्णों का पाठ होना चाहिए</translation>
    </message>
    <message>
        <source>contract_prices cannot be read: %1</source>
        <translation>contract_prices नहीं पढ़ा जा सकता: %1</translation>
    </message>
    <message>
        <source>this catalog&apos;s schema is older than version 10 and has no contracted prices; open it with --migrate to upgrade it</source>
        <translation>इस कैटलॉग का स्कीमा संस्करण 10 से पुराना है और इसमें अनुबंधित कीमतें नहीं हैं; इसे अपग्रेड करने के लिए --migrate के साथ खोलें</translation>
    </message>
    <message>
        <source>this catalog has no contracted prices (schema older than version 10)</source>
        <translation>इस कैटलॉग में अनुबंधित कीमतें नहीं हैं (स्कीमा संस्करण 10 से पुराना)</translation>
    </message>
    <message>
        <source>there is no contracted price or discount &quot;%1&quot; (see `catalog contract list`)</source>
        <translation>कोई अनुबंधित कीमत या छूट &quot;%1&quot; नहीं है (`catalog contract list` देखें)</translation>
    </message>
    <message>
        <source>Database: name the database that holds the team catalog.</source>
        <translation>डेटाबेस: वह डेटाबेस बताएँ जिसमें टीम कैटलॉग है।</translation>
    </message>
    <message>
        <source>Port: %1 is not a port (1 to 65535, or 0 for the default 5432).</source>
        <translation>पोर्ट: %1 पोर्ट नहीं है (1 से 65535, या डिफ़ॉल्ट 5432 के लिए 0)।</translation>
    </message>
    <message>
        <source>TLS mode: &quot;%1&quot; is not one of %2.</source>
        <translation>TLS मोड: &quot;%1&quot;, %2 में से एक नहीं है।</translation>
    </message>
    <message>
        <source>Host: give a host name, or a socket folder starting with /.</source>
        <translation>होस्ट: होस्ट नाम दें, या / से शुरू होने वाला सॉकेट फ़ोल्डर।</translation>
    </message>
    <message>
        <source>Host: &quot;%1&quot; is not a host name (letters, digits, &apos;-&apos; and &apos;.&apos;).</source>
        <translation>होस्ट: &quot;%1&quot; होस्ट नाम नहीं है (अक्षर, अंक, &apos;-&apos; और &apos;.&apos;)।</translation>
    </message>
    <message>
        <source>Host: &quot;%1&quot; is not a valid host name.</source>
        <translation>होस्ट: &quot;%1&quot; मान्य होस्ट नाम नहीं है।</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>इस कंप्यूटर</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 पर %1</translation>
    </message>
    <message>
        <source>%1 on %2 as %3</source>
        <translation>%2 पर %1, %3 के रूप में</translation>
    </message>
</context>
<context>
    <name>catalog::TeamCatalogSession</name>
    <message>
        <source>no team role</source>
        <translation>कोई टीम भूमिका नहीं</translation>
    </message>
    <message>
        <source>This is the shipped catalog, which is read-only.</source>
        <translation>यह साथ आया कैटलॉग है, जो केवल-पठन है।</translation>
    </message>
    <message>
        <source>The team catalog&apos;s server cannot be reached, so the catalog is read-only until it is reconnected (File &gt; Reconnect Team Catalog); nothing was changed.</source>
        <translation>टीम कैटलॉग के सर्वर तक नहीं पहुँचा जा सकता, इसलिए फिर से कनेक्ट होने तक कैटलॉग केवल-पठन है (फ़ाइल &gt; टीम कैटलॉग से फिर से कनेक्ट करें); कुछ नहीं बदला गया।</translation>
    </message>
    <message>
        <source>Your role on the team catalog (%1) may not change %2; ask its administrator for the %3 role.</source>
        <translation>टीम कैटलॉग पर आपकी भूमिका (%1) %2 नहीं बदल सकती; इसके व्यवस्थापक से %3 भूमिका माँगें।</translation>
    </message>
    <message>
        <source>No team catalog was open.</source>
        <translation>कोई टीम कैटलॉग खुला नहीं था।</translation>
    </message>
    <message>
        <source>The team catalog %1 is still unreachable: %2</source>
        <translation>टीम कैटलॉग %1 तक अब भी नहीं पहुँचा जा सकता: %2</translation>
    </message>
    <message>
        <source>the server did not answer within %1 s</source>
        <translation>सर्वर ने %1 s के भीतर उत्तर नहीं दिया</translation>
    </message>
</context>
<context>
    <name>gp::Advisor</name>
    <message>
        <source>the engine refused %1</source>
        <translation>engine ने %1 को अस्वीकार किया</translation>
    </message>
    <message>
        <source>the engine refused %1: %2: %3</source>
        <translation>engine ने %1 को अस्वीकार किया: %2: %3</translation>
    </message>
    <message>
        <source>%1: the engine&apos;s estimate (%2, %3) differs from the search&apos;s (%4, %5)</source>
        <translation>%1: engine का अनुमान (%2, %3) खोज के अनुमान (%4, %5) से अलग है</translation>
    </message>
    <message>
        <source>no configuration in the catalog fits memory and meets the deadline and the budget with these filters: relax the deadline or budget, allow more offers, or choose LoRA/QLoRA</source>
        <translation>इन फ़िल्टरों के साथ कैटलॉग का कोई कॉन्फ़िगरेशन मेमोरी में नहीं समाता और समय-सीमा व बजट पूरे नहीं करता: समय-सीमा या बजट ढीला करें, अधिक ऑफ़र चुनें, या LoRA/QLoRA चुनें</translation>
    </message>
    <message>
        <source>no configuration in the catalog fits memory and meets the deadline with these filters: relax the deadline or budget, allow more offers, or choose LoRA/QLoRA</source>
        <translation>इन फ़िल्टरों के साथ कैटलॉग का कोई कॉन्फ़िगरेशन मेमोरी में नहीं समाता और समय-सीमा पूरी नहीं करता: समय-सीमा या बजट ढीला करें, अधिक ऑफ़र चुनें, या LoRA/QLoRA चुनें</translation>
    </message>
    <message>
        <source>%1: the engine&apos;s estimate differs from the search&apos;s (TTFT %2 vs %3, time per token %4 vs %5, cost per hour %6 vs %7, %8)</source>
        <translation>%1: engine का अनुमान खोज के अनुमान से अलग है (TTFT %2 बनाम %3, प्रति token समय %4 बनाम %5, प्रति घंटा लागत %6 बनाम %7, %8)</translation>
    </message>
    <message>
        <source>no configuration meets the load and latency targets with these filters within the budget: relax the latency targets, allow quantised weights or more offers</source>
        <translation>इन फ़िल्टरों के साथ बजट के भीतर कोई कॉन्फ़िगरेशन लोड और latency लक्ष्यों को पूरा नहीं करता: latency लक्ष्य ढीले करें, quantised weights या अधिक ऑफ़र की अनुमति दें</translation>
    </message>
    <message>
        <source>no configuration meets the load and latency targets with these filters: relax the latency targets, allow quantised weights or more offers</source>
        <translation>इन फ़िल्टरों के साथ कोई कॉन्फ़िगरेशन लोड और latency लक्ष्यों को पूरा नहीं करता: latency लक्ष्य ढीले करें, quantised weights या अधिक ऑफ़र की अनुमति दें</translation>
    </message>
    <message>
        <source>on-demand</source>
        <translation>ऑन-डिमांड</translation>
    </message>
    <message>
        <source>spot (interruptible)</source>
        <translation>स्पॉट (बाधित हो सकता है)</translation>
    </message>
    <message>
        <source>1-year reservation</source>
        <translation>1-वर्ष का आरक्षण</translation>
    </message>
    <message>
        <source>3-year reservation</source>
        <translation>3-वर्ष का आरक्षण</translation>
    </message>
    <message>
        <source>dedicated, monthly</source>
        <translation>डेडिकेटेड, मासिक</translation>
    </message>
    <message>
        <source>managed, monthly</source>
        <translation>मैनेज्ड, मासिक</translation>
    </message>
    <message>
        <source>The data is personal data of people in India. India&apos;s Digital Personal Data Protection Act 2023 and the DPDP Rules notified in November 2025 (Ministry of Electronics and IT) have compliance implications for AI work on such data, and running it on infrastructure outside India may introduce compliance exposure. The Rules are still being implemented and their sector-specific applicability is subject to ongoing regulatory clarification: consult a qualified legal advisor before choosing where this runs. Offers below are marked in India, outside India or region not stated.</source>
        <translation>डेटा भारत के लोगों का व्यक्तिगत डेटा है। भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम 2023 और नवंबर 2025 में अधिसूचित DPDP नियमों (इलेक्ट्रॉनिकी और सूचना प्रौद्योगिकी मंत्रालय) के ऐसे डेटा पर AI कार्य के लिए अनुपालन निहितार्थ हैं, और इसे भारत के बाहर के इन्फ्रास्ट्रक्चर पर चलाने से अनुपालन जोखिम उत्पन्न हो सकता है। नियम अभी लागू किए जा रहे हैं और उनकी क्षेत्र-विशिष्ट प्रयोज्यता पर नियामक स्पष्टीकरण अभी जारी है: यह कहाँ चलेगा, यह चुनने से पहले किसी योग्य कानूनी सलाहकार से परामर्श करें। नीचे के ऑफ़र “भारत में”, “भारत के बाहर” या “क्षेत्र नहीं बताया गया” के रूप में चिह्नित हैं।</translation>
    </message>
    <message>
        <source>FP32 precision</source>
        <translation>FP32 प्रिसिज़न</translation>
    </message>
    <message>
        <source>BF16 mixed precision (FP32 master weights)</source>
        <translation>BF16 मिक्स्ड प्रिसिज़न (FP32 मास्टर वेट)</translation>
    </message>
    <message>
        <source>FP8 mixed precision (FP8 matmuls, FP32 master weights)</source>
        <translation>FP8 मिक्स्ड प्रिसिज़न (FP8 matmul, FP32 मास्टर वेट)</translation>
    </message>
    <message>
        <source>pure BF16 (no FP32 master weights)</source>
        <translation>शुद्ध BF16 (FP32 मास्टर वेट के बिना)</translation>
    </message>
    <message>
        <source>BF16 mixed precision</source>
        <translation>BF16 मिक्स्ड प्रिसिज़न</translation>
    </message>
    <message>
        <source>no activation recomputation</source>
        <translation>एक्टिवेशन की पुनर्गणना नहीं</translation>
    </message>
    <message>
        <source>selective activation recomputation</source>
        <translation>सेलेक्टिव एक्टिवेशन पुनर्गणना</translation>
    </message>
    <message>
        <source>full activation recomputation</source>
        <translation>फ़ुल एक्टिवेशन पुनर्गणना</translation>
    </message>
    <message>
        <source>every second block recomputed</source>
        <translation>हर दूसरे ब्लॉक की पुनर्गणना</translation>
    </message>
    <message>
        <source>per-op selective recomputation</source>
        <translation>प्रति-op सेलेक्टिव पुनर्गणना</translation>
    </message>
    <message>
        <source>16-bit weights</source>
        <translation>16-बिट वेट</translation>
    </message>
    <message>
        <source>FP8 weights</source>
        <translation>FP8 वेट</translation>
    </message>
    <message>
        <source>8-bit integer weights</source>
        <translation>8-बिट पूर्णांक वेट</translation>
    </message>
    <message>
        <source>4-bit weights</source>
        <translation>4-बिट वेट</translation>
    </message>
    <message>
        <source>16-bit KV cache</source>
        <translation>16-बिट KV cache</translation>
    </message>
    <message>
        <source>FP8 KV cache</source>
        <translation>FP8 KV cache</translation>
    </message>
    <message>
        <source>8-bit integer KV cache</source>
        <translation>8-बिट पूर्णांक KV cache</translation>
    </message>
    <message>
        <source>4-bit KV cache</source>
        <translation>4-बिट KV cache</translation>
    </message>
    <message>
        <source>CPU offload of optimizer states, parameters, activations</source>
        <translation>ऑप्टिमाइज़र स्टेट, पैरामीटर और एक्टिवेशन का CPU offload</translation>
    </message>
    <message>
        <source>CPU offload of optimizer states, parameters</source>
        <translation>ऑप्टिमाइज़र स्टेट और पैरामीटर का CPU offload</translation>
    </message>
    <message>
        <source>CPU offload of optimizer states, activations</source>
        <translation>ऑप्टिमाइज़र स्टेट और एक्टिवेशन का CPU offload</translation>
    </message>
    <message>
        <source>CPU offload of parameters, activations</source>
        <translation>पैरामीटर और एक्टिवेशन का CPU offload</translation>
    </message>
    <message>
        <source>CPU offload of optimizer states</source>
        <translation>ऑप्टिमाइज़र स्टेट का CPU offload</translation>
    </message>
    <message>
        <source>CPU offload of parameters</source>
        <translation>पैरामीटर का CPU offload</translation>
    </message>
    <message>
        <source>CPU offload of activations</source>
        <translation>एक्टिवेशन का CPU offload</translation>
    </message>
    <message>
        <source>no CPU offload</source>
        <translation>कोई CPU offload नहीं</translation>
    </message>
    <message>
        <source>Chosen by the wizard: %1; layout %2; %3; %4; micro-batch %5.</source>
        <translation>विज़ार्ड द्वारा चुना गया: %1; लेआउट %2; %3; %4; micro-batch %5।</translation>
    </message>
    <message>
        <source>Chosen by the wizard: %1; %2; %3 replica x %4 GPU (tensor parallel %4); %5, %6 concurrent sequences per replica.</source>
        <translation>विज़ार्ड द्वारा चुना गया: %1; %2; %3 रेप्लिका x %4 GPU (tensor parallel %4); %5, प्रति रेप्लिका %6 समवर्ती सीक्वेंस।</translation>
    </message>
    <message>
        <source>Chosen by the wizard: %1; %2; %3 replica x %4 GPUs (tensor parallel %4); %5, %6 concurrent sequences per replica.</source>
        <translation>विज़ार्ड द्वारा चुना गया: %1; %2; %3 रेप्लिका x %4 GPU (tensor parallel %4); %5, प्रति रेप्लिका %6 समवर्ती सीक्वेंस।</translation>
    </message>
    <message>
        <source>Chosen by the wizard: %1; %2; %3 replicas x %4 GPU (tensor parallel %4); %5, %6 concurrent sequences per replica.</source>
        <translation>विज़ार्ड द्वारा चुना गया: %1; %2; %3 रेप्लिका x %4 GPU (tensor parallel %4); %5, प्रति रेप्लिका %6 समवर्ती सीक्वेंस।</translation>
    </message>
    <message>
        <source>Chosen by the wizard: %1; %2; %3 replicas x %4 GPUs (tensor parallel %4); %5, %6 concurrent sequences per replica.</source>
        <translation>विज़ार्ड द्वारा चुना गया: %1; %2; %3 रेप्लिका x %4 GPU (tensor parallel %4); %5, प्रति रेप्लिका %6 समवर्ती सीक्वेंस।</translation>
    </message>
    <message>
        <source>continuous batching</source>
        <translation>निरंतर batching</translation>
    </message>
    <message>
        <source>static batching</source>
        <translation>स्थिर batching</translation>
    </message>
    <message>
        <source>%1 B parameters: the catalog&apos;s %2 (%3 B parameters) stands in for its layers and widths.</source>
        <translation>%1 B पैरामीटर: इसकी लेयर और चौड़ाई के लिए कैटलॉग का %2 (%3 B पैरामीटर) प्रतिनिधि के रूप में लिया गया है।</translation>
    </message>
    <message>
        <source>%1: %2 B parameters, from the catalog.</source>
        <translation>%1: %2 B पैरामीटर, कैटलॉग से।</translation>
    </message>
    <message>
        <source>LoRA adapters (rank %1) on a frozen 16-bit base</source>
        <translation>स्थिर 16-बिट बेस पर LoRA अडैप्टर (रैंक %1)</translation>
    </message>
    <message>
        <source>QLoRA: LoRA adapters (rank %1) on a 4-bit base</source>
        <translation>QLoRA: 4-बिट बेस पर LoRA अडैप्टर (रैंक %1)</translation>
    </message>
    <message>
        <source>tensor parallel over %1 GPUs inside a node</source>
        <translation>एक नोड के भीतर %1 GPU पर tensor parallel</translation>
    </message>
    <message>
        <source>context parallel: each sequence over %1 GPUs</source>
        <translation>context parallel: हर सीक्वेंस %1 GPU पर</translation>
    </message>
    <message>
        <source>pipeline parallel in %1 stages</source>
        <translation>%1 स्टेज में pipeline parallel</translation>
    </message>
    <message>
        <source>FSDP full shard / ZeRO-3 over %1 data-parallel replicas</source>
        <translation>%1 data-parallel रेप्लिका पर FSDP फ़ुल शार्ड / ZeRO-3</translation>
    </message>
    <message>
        <source>ZeRO-%1 over %2 data-parallel replicas</source>
        <translation>%2 data-parallel रेप्लिका पर ZeRO-%1</translation>
    </message>
    <message>
        <source>plain data parallel over %1 replicas</source>
        <translation>%1 रेप्लिका पर सादा data parallel</translation>
    </message>
    <message>
        <source>%1 independent replicas</source>
        <translation>%1 स्वतंत्र रेप्लिका</translation>
    </message>
    <message>
        <source>one GPU, no model parallelism</source>
        <translation>एक GPU, कोई मॉडल पैरेललिज़्म नहीं</translation>
    </message>
    <message>
        <source>one GPU per replica</source>
        <translation>प्रति रेप्लिका एक GPU</translation>
    </message>
    <message>
        <source>only flagged offers (%1); include them to see their price</source>
        <translation>केवल चिह्नित ऑफ़र (%1); उनकी क़ीमत देखने के लिए उन्हें शामिल करें</translation>
    </message>
    <message>
        <source>only spot (interruptible) offers; allow spot capacity to see them</source>
        <translation>केवल स्पॉट (बाधित हो सकने वाले) ऑफ़र; उन्हें देखने के लिए स्पॉट क्षमता की अनुमति दें</translation>
    </message>
    <message>
        <source>only prices of the GPU without its host (the host is billed on top)</source>
        <translation>केवल host के बिना GPU की क़ीमतें (host का बिल अलग से आता है)</translation>
    </message>
    <message>
        <source>no offer in India (the chosen region)</source>
        <translation>भारत में कोई ऑफ़र नहीं (चुना गया क्षेत्र)</translation>
    </message>
    <message>
        <source>no on-demand offer (only reserved or monthly terms)</source>
        <translation>कोई ऑन-डिमांड ऑफ़र नहीं (केवल आरक्षित या मासिक शर्तें)</translation>
    </message>
    <message>
        <source>Residency: India only. The wizard priced only offers hosted in India (%1).</source>
        <translation>निवास: केवल भारत। विज़ार्ड ने केवल भारत में होस्ट किए गए ऑफ़रों की क़ीमत लगाई (%1)।</translation>
    </message>
    <message>
        <source>The offer is flagged in the catalog (%1); it was included because you asked.</source>
        <translation>ऑफ़र कैटलॉग में चिह्नित है (%1); इसे इसलिए शामिल किया गया क्योंकि आपने कहा था।</translation>
    </message>
    <message>
        <source>It is the cheapest option that meets every target.</source>
        <translation>यह हर लक्ष्य पूरा करने वाला सबसे सस्ता विकल्प है।</translation>
    </message>
    <message>
        <source>It costs %1 more than option 1.</source>
        <translation>इसकी लागत विकल्प 1 से %1 अधिक है।</translation>
    </message>
    <message>
        <source>It costs %1 less than option 1.</source>
        <translation>इसकी लागत विकल्प 1 से %1 कम है।</translation>
    </message>
    <message>
        <source>It takes as long.</source>
        <translation>इसमें उतना ही समय लगता है।</translation>
    </message>
    <message>
        <source>It finishes %1 minutes sooner.</source>
        <translation>यह %1 मिनट पहले पूरा होता है।</translation>
    </message>
    <message>
        <source>It finishes %1 hours sooner.</source>
        <translation>यह %1 घंटे पहले पूरा होता है।</translation>
    </message>
    <message>
        <source>It finishes %1 days sooner.</source>
        <translation>यह %1 दिन पहले पूरा होता है।</translation>
    </message>
    <message>
        <source>It finishes %1 minutes later.</source>
        <translation>यह %1 मिनट बाद पूरा होता है।</translation>
    </message>
    <message>
        <source>It finishes %1 hours later.</source>
        <translation>यह %1 घंटे बाद पूरा होता है।</translation>
    </message>
    <message>
        <source>It finishes %1 days later.</source>
        <translation>यह %1 दिन बाद पूरा होता है।</translation>
    </message>
    <message>
        <source>Its requests are %1 shorter.</source>
        <translation>इसके अनुरोध %1 छोटे हैं।</translation>
    </message>
    <message>
        <source>Its requests are %1 longer.</source>
        <translation>इसके अनुरोध %1 लंबे हैं।</translation>
    </message>
    <message>
        <source>%1 x %2 finish the run in %3 minutes.</source>
        <translation>%1 x %2 रन को %3 मिनट में पूरा करते हैं।</translation>
    </message>
    <message>
        <source>%1 x %2 finish the run in %3 hours.</source>
        <translation>%1 x %2 रन को %3 घंटे में पूरा करते हैं।</translation>
    </message>
    <message>
        <source>%1 x %2 finish the run in %3 days.</source>
        <translation>%1 x %2 रन को %3 दिन में पूरा करते हैं।</translation>
    </message>
    <message>
        <source>That is inside the deadline of %1 minutes.</source>
        <translation>यह %1 मिनट की समय-सीमा के भीतर है।</translation>
    </message>
    <message>
        <source>That is inside the deadline of %1 hours.</source>
        <translation>यह %1 घंटे की समय-सीमा के भीतर है।</translation>
    </message>
    <message>
        <source>That is inside the deadline of %1 days.</source>
        <translation>यह %1 दिन की समय-सीमा के भीतर है।</translation>
    </message>
    <message>
        <source>The run costs %1 at %2&apos;s %3 price (%4 per GPU-hour).</source>
        <translation>%2 की %3 क़ीमत पर रन की लागत %1 है (प्रति GPU-घंटा %4)।</translation>
    </message>
    <message>
        <source>Each GPU holds %1 GB of its %2 usable GB.</source>
        <translation>हर GPU अपने %2 उपयोग योग्य GB में से %1 GB रखता है।</translation>
    </message>
    <message>
        <source>The %1 instances must be linked by InfiniBand or RoCE (%2 assumed): check that the offer provides it.</source>
        <translation>%1 इंस्टेंस InfiniBand या RoCE से जुड़े होने चाहिए (%2 माना गया): जाँचें कि ऑफ़र यह देता है।</translation>
    </message>
    <message>
        <source>Spot capacity can be reclaimed: the run needs checkpoints to resume.</source>
        <translation>स्पॉट क्षमता वापस ली जा सकती है: रन को फिर से शुरू करने के लिए चेकपॉइंट चाहिए।</translation>
    </message>
    <message>
        <source>The offer is flagged in the catalog: %1.</source>
        <translation>ऑफ़र कैटलॉग में चिह्नित है: %1।</translation>
    </message>
    <message>
        <source>does not fit at any count up to %1 GPUs</source>
        <translation>%1 GPU तक किसी भी संख्या पर नहीं समाता</translation>
    </message>
    <message>
        <source>the engine refused its cheapest configuration (see the warnings)</source>
        <translation>engine ने इसका सबसे सस्ता कॉन्फ़िगरेशन अस्वीकार किया (चेतावनियाँ देखें)</translation>
    </message>
    <message>
        <source>its offers rent at most %1 GPU per instance, fewer than the %2 the job needs (instances that small are not assumed to be linked)</source>
        <translation>इसके ऑफ़र प्रति इंस्टेंस अधिकतम %1 GPU किराये पर देते हैं, जो जॉब के लिए ज़रूरी %2 से कम है (इतने छोटे इंस्टेंस जुड़े हुए नहीं माने जाते)</translation>
    </message>
    <message>
        <source>its offers rent at most %1 GPUs per instance, fewer than the %2 the job needs (instances that small are not assumed to be linked)</source>
        <translation>इसके ऑफ़र प्रति इंस्टेंस अधिकतम %1 GPU किराये पर देते हैं, जो जॉब के लिए ज़रूरी %2 से कम है (इतने छोटे इंस्टेंस जुड़े हुए नहीं माने जाते)</translation>
    </message>
    <message>
        <source>its offers rent at most %1 GPU per instance, fewer than the %2 one replica needs (a replica&apos;s GPUs share one instance)</source>
        <translation>इसके ऑफ़र प्रति इंस्टेंस अधिकतम %1 GPU किराये पर देते हैं, जो एक रेप्लिका के लिए ज़रूरी %2 से कम है (एक रेप्लिका के GPU एक ही इंस्टेंस साझा करते हैं)</translation>
    </message>
    <message>
        <source>its offers rent at most %1 GPUs per instance, fewer than the %2 one replica needs (a replica&apos;s GPUs share one instance)</source>
        <translation>इसके ऑफ़र प्रति इंस्टेंस अधिकतम %1 GPU किराये पर देते हैं, जो एक रेप्लिका के लिए ज़रूरी %2 से कम है (एक रेप्लिका के GPU एक ही इंस्टेंस साझा करते हैं)</translation>
    </message>
    <message>
        <source>cannot finish the run within the budget with up to %1 GPUs</source>
        <translation>%1 GPU तक के साथ बजट के भीतर रन पूरा नहीं कर सकता</translation>
    </message>
    <message>
        <source>cannot finish the run with up to %1 GPUs</source>
        <translation>%1 GPU तक के साथ रन पूरा नहीं कर सकता</translation>
    </message>
    <message>
        <source>cannot meet the deadline of %1 minutes within the budget with up to %2 GPUs</source>
        <translation>%2 GPU तक के साथ बजट के भीतर %1 मिनट की समय-सीमा पूरी नहीं कर सकता</translation>
    </message>
    <message>
        <source>cannot meet the deadline of %1 hours within the budget with up to %2 GPUs</source>
        <translation>%2 GPU तक के साथ बजट के भीतर %1 घंटे की समय-सीमा पूरी नहीं कर सकता</translation>
    </message>
    <message>
        <source>cannot meet the deadline of %1 days within the budget with up to %2 GPUs</source>
        <translation>%2 GPU तक के साथ बजट के भीतर %1 दिन की समय-सीमा पूरी नहीं कर सकता</translation>
    </message>
    <message>
        <source>cannot meet the deadline of %1 minutes with up to %2 GPUs</source>
        <translation>%2 GPU तक के साथ %1 मिनट की समय-सीमा पूरी नहीं कर सकता</translation>
    </message>
    <message>
        <source>cannot meet the deadline of %1 hours with up to %2 GPUs</source>
        <translation>%2 GPU तक के साथ %1 घंटे की समय-सीमा पूरी नहीं कर सकता</translation>
    </message>
    <message>
        <source>cannot meet the deadline of %1 days with up to %2 GPUs</source>
        <translation>%2 GPU तक के साथ %1 दिन की समय-सीमा पूरी नहीं कर सकता</translation>
    </message>
    <message>
        <source>one GPU</source>
        <translation>एक GPU</translation>
    </message>
    <message>
        <source>The whole job fits on one %1 and still meets the deadline, so no interconnect is needed: the article&apos;s entry point for fine-tuning up to 7-13B parameters.</source>
        <translation>पूरा जॉब एक %1 पर समा जाता है और फिर भी समय-सीमा पूरी करता है, इसलिए किसी इंटरकनेक्ट की ज़रूरत नहीं: 7-13B पैरामीटर तक के फ़ाइन-ट्यूनिंग के लिए लेख का शुरुआती बिंदु।</translation>
    </message>
    <message>
        <source>one multi-GPU node with NVLink/NVSwitch</source>
        <translation>NVLink/NVSwitch वाला एक मल्टी-GPU नोड</translation>
    </message>
    <message>
        <source>one multi-GPU node (PCIe, no NVLink)</source>
        <translation>एक मल्टी-GPU नोड (PCIe, NVLink नहीं)</translation>
    </message>
    <message>
        <source>%1 GPUs in one node: the job needs more memory or speed than one GPU gives, and NVLink keeps gradient synchronisation from becoming the bottleneck.</source>
        <translation>एक नोड में %1 GPU: जॉब को एक GPU से अधिक मेमोरी या गति चाहिए, और NVLink ग्रेडिएंट सिंक्रनाइज़ेशन को अड़चन बनने से रोकता है।</translation>
    </message>
    <message>
        <source>%1 GPUs in one node: the job needs more memory or speed than one GPU gives, and this GPU synchronises over PCIe, which the article warns is often the bottleneck: check the time.</source>
        <translation>एक नोड में %1 GPU: जॉब को एक GPU से अधिक मेमोरी या गति चाहिए, और यह GPU PCIe पर सिंक्रनाइज़ करता है, जिसके बारे में लेख चेतावनी देता है कि वह अक्सर अड़चन बनता है: समय जाँचें।</translation>
    </message>
    <message>
        <source>multi-node cluster (InfiniBand or RoCE)</source>
        <translation>मल्टी-नोड क्लस्टर (InfiniBand या RoCE)</translation>
    </message>
    <message>
        <source>%1 nodes of %2 GPUs: one node cannot finish within the deadline as cheaply, so gradients synchronise across servers over InfiniBand or RoCE.</source>
        <translation>%2 GPU वाले %1 नोड: एक नोड समय-सीमा के भीतर उतने सस्ते में पूरा नहीं कर सकता, इसलिए ग्रेडिएंट InfiniBand या RoCE पर सर्वरों के बीच सिंक्रनाइज़ होते हैं।</translation>
    </message>
    <message>
        <source>The search tried every tensor, pipeline and data-parallel split, ZeRO stage, micro-batch, precision and recomputation setting that fits; this one is the cheapest that meets the deadline.</source>
        <translation>खोज ने मेमोरी में समाने वाला हर tensor, pipeline और data-parallel विभाजन, ZeRO स्टेज, micro-batch, प्रिसिज़न और पुनर्गणना सेटिंग आज़माई; यह समय-सीमा पूरी करने वाला सबसे सस्ता है।</translation>
    </message>
    <message>
        <source>LoRA instead (adapters, frozen base) would cost %1 on %2 x %3, if adapters reach the quality the project needs.</source>
        <translation>इसके बजाय LoRA (अडैप्टर, स्थिर बेस) की लागत %2 x %3 पर %1 होगी, यदि अडैप्टर परियोजना के लिए ज़रूरी गुणवत्ता तक पहुँचते हैं।</translation>
    </message>
    <message>
        <source>%1 replica of %2 x %3 serves %4 (target %5) with %6 to the first token and %7 per output token, for %8 an hour (%9 per million output tokens at the target load).</source>
        <translation>%2 x %3 की %1 रेप्लिका %4 (लक्ष्य %5) सर्व करती है, पहले token तक %6 और प्रति आउटपुट token %7 के साथ, %8 प्रति घंटा पर (लक्ष्य लोड पर प्रति दस लाख आउटपुट token %9)।</translation>
    </message>
    <message>
        <source>%1 replicas of %2 x %3 serve %4 (target %5) with %6 to the first token and %7 per output token, for %8 an hour (%9 per million output tokens at the target load).</source>
        <translation>%2 x %3 की %1 रेप्लिका %4 (लक्ष्य %5) सर्व करती हैं, पहले token तक %6 और प्रति आउटपुट token %7 के साथ, %8 प्रति घंटा पर (लक्ष्य लोड पर प्रति दस लाख आउटपुट token %9)।</translation>
    </message>
    <message>
        <source>%1 requests in 100 get their first token within %2 (target %3 at p%4), by a queueing model that assumes requests arrive at random (Poisson) and queues them for the prefill (Erlang C for the share that waits, the wait exponential with the mean TTFT&apos;s).</source>
        <translation>100 में से %1 अनुरोधों को पहला token %2 के भीतर मिलता है (p%4 पर लक्ष्य %3), एक कतार मॉडल के अनुसार जो मानता है कि अनुरोध यादृच्छिक रूप से (Poisson) आते हैं और उन्हें प्रीफ़िल के लिए कतार में रखता है (इंतज़ार करने वाले हिस्से के लिए Erlang C, इंतज़ार घातांकी, जिसका माध्य औसत TTFT के बराबर है)।</translation>
    </message>
    <message>
        <source>Quantised weights lose some quality: test it on your own prompts.</source>
        <translation>क्वांटाइज़ किए गए वेट कुछ गुणवत्ता खोते हैं: इसे अपने प्रॉम्प्ट पर जाँचें।</translation>
    </message>
    <message>
        <source>cannot meet %1 with up to %5 GPUs</source>
        <translation>%5 GPU तक के साथ %1 पूरा नहीं कर सकता</translation>
    </message>
    <message>
        <source>cannot meet %1 within the budget with up to %5 GPUs</source>
        <translation>%5 GPU तक के साथ बजट के भीतर %1 पूरा नहीं कर सकता</translation>
    </message>
    <message>
        <source>cannot meet %1 and %4 per output token with up to %5 GPUs</source>
        <translation>%5 GPU तक के साथ %1 और प्रति आउटपुट token %4 पूरा नहीं कर सकता</translation>
    </message>
    <message>
        <source>cannot meet %1 and %4 per output token within the budget with up to %5 GPUs</source>
        <translation>%5 GPU तक के साथ बजट के भीतर %1 और प्रति आउटपुट token %4 पूरा नहीं कर सकता</translation>
    </message>
    <message>
        <source>cannot meet %1 and the %2 TTFT with up to %5 GPUs</source>
        <translation>%5 GPU तक के साथ %1 और %2 TTFT पूरा नहीं कर सकता</translation>
    </message>
    <message>
        <source>cannot meet %1 and the %2 TTFT within the budget with up to %5 GPUs</source>
        <translation>%5 GPU तक के साथ बजट के भीतर %1 और %2 TTFT पूरा नहीं कर सकता</translation>
    </message>
    <message>
        <source>cannot meet %1, the %2 TTFT and %4 per output token with up to %5 GPUs</source>
        <translation>%5 GPU तक के साथ %1, %2 TTFT और प्रति आउटपुट token %4 पूरा नहीं कर सकता</translation>
    </message>
    <message>
        <source>cannot meet %1, the %2 TTFT and %4 per output token within the budget with up to %5 GPUs</source>
        <translation>%5 GPU तक के साथ बजट के भीतर %1, %2 TTFT और प्रति आउटपुट token %4 पूरा नहीं कर सकता</translation>
    </message>
    <message>
        <source>cannot meet %1 and the %2 TTFT at p%3 with up to %5 GPUs</source>
        <translation>%5 GPU तक के साथ %1 और p%3 पर %2 TTFT पूरा नहीं कर सकता</translation>
    </message>
    <message>
        <source>cannot meet %1 and the %2 TTFT at p%3 within the budget with up to %5 GPUs</source>
        <translation>%5 GPU तक के साथ बजट के भीतर %1 और p%3 पर %2 TTFT पूरा नहीं कर सकता</translation>
    </message>
    <message>
        <source>cannot meet %1, the %2 TTFT at p%3 and %4 per output token with up to %5 GPUs</source>
        <translation>%5 GPU तक के साथ %1, p%3 पर %2 TTFT और प्रति आउटपुट token %4 पूरा नहीं कर सकता</translation>
    </message>
    <message>
        <source>cannot meet %1, the %2 TTFT at p%3 and %4 per output token within the budget with up to %5 GPUs</source>
        <translation>%5 GPU तक के साथ बजट के भीतर %1, p%3 पर %2 TTFT और प्रति आउटपुट token %4 पूरा नहीं कर सकता</translation>
    </message>
    <message>
        <source>The model and its KV cache fit on one %1, so replicas scale the load without any GPU-to-GPU traffic.</source>
        <translation>मॉडल और उसका KV cache एक %1 पर समा जाते हैं, इसलिए रेप्लिका बिना किसी GPU-से-GPU ट्रैफ़िक के लोड को स्केल करती हैं।</translation>
    </message>
    <message>
        <source>one multi-GPU node per replica (tensor parallel)</source>
        <translation>प्रति रेप्लिका एक मल्टी-GPU नोड (tensor parallel)</translation>
    </message>
    <message>
        <source>One GPU cannot hold the weights and the KV cache for the batch, so each replica splits the model over %1 GPUs inside one node, where the links are fastest.</source>
        <translation>एक GPU batch के लिए वेट और KV cache नहीं रख सकता, इसलिए हर रेप्लिका मॉडल को एक नोड के भीतर %1 GPU पर बाँटती है, जहाँ लिंक सबसे तेज़ हैं।</translation>
    </message>
    <message>
        <source>The search tried every GPU type, tensor-parallel degree, weight and KV-cache precision and batch size; this is the cheapest that meets the load and both latency targets.</source>
        <translation>खोज ने हर GPU प्रकार, tensor-parallel डिग्री, वेट और KV-cache प्रिसिज़न और batch आकार आज़माया; यह लोड और दोनों latency लक्ष्यों को पूरा करने वाला सबसे सस्ता है।</translation>
    </message>
    <message>
        <source>India only</source>
        <translation>केवल भारत</translation>
    </message>
</context>
<context>
    <name>gp::Checklist</name>
    <message>
        <source>India&apos;s DPDP Rules (notified November 2025) have compliance implications for AI workflows that process personal data of people in India; running them outside India may introduce compliance exposure. The rules are still being implemented and their sector-specific applicability is subject to ongoing regulatory clarification: consult a qualified legal advisor (seed article, citing MeitY).</source>
        <translation>भारत के DPDP नियमों (नवंबर 2025 में अधिसूचित) के उन AI वर्कफ़्लो के लिए अनुपालन निहितार्थ हैं जो भारत के लोगों का व्यक्तिगत डेटा संसाधित करते हैं; उन्हें भारत के बाहर चलाने से अनुपालन जोखिम उत्पन्न हो सकता है। नियम अभी लागू किए जा रहे हैं और उनकी क्षेत्र-विशिष्ट प्रयोज्यता पर नियामक स्पष्टीकरण अभी जारी है: किसी योग्य कानूनी सलाहकार से परामर्श करें (बीज लेख, MeitY का हवाला देते हुए)।</translation>
    </message>
    <message>
        <source>%1 has no offer for %2 in the catalog.</source>
        <translation>कैटलॉग में %1 के पास %2 के लिए कोई ऑफ़र नहीं है।</translation>
    </message>
    <message>
        <source>The plan puts %1 GPUs in one node; the catalog&apos;s largest %2 offer from %3 has %4. Ask whether %1-GPU nodes are rented.</source>
        <translation>योजना एक नोड में %1 GPU रखती है; कैटलॉग में %3 के सबसे बड़े %2 ऑफ़र में %4 हैं। पूछें कि क्या %1-GPU नोड किराये पर मिलते हैं।</translation>
    </message>
    <message>
        <source>This plan trains on %1 nodes and multi-node training needs InfiniBand or RoCE; %2 offers neither (Ethernet without RDMA).</source>
        <translation>यह योजना %1 नोड पर ट्रेन करती है और मल्टी-नोड ट्रेनिंग को InfiniBand या RoCE चाहिए; %2 इनमें से कोई नहीं देता (RDMA के बिना Ethernet)।</translation>
    </message>
    <message>
        <source>Training above 70B parameters from scratch needs several nodes and multi-node training needs InfiniBand or RoCE; %2 offers neither (Ethernet without RDMA).</source>
        <translation>70B से अधिक पैरामीटर की शुरू से ट्रेनिंग को कई नोड चाहिए और मल्टी-नोड ट्रेनिंग को InfiniBand या RoCE चाहिए; %2 इनमें से कोई नहीं देता (RDMA के बिना Ethernet)।</translation>
    </message>
    <message>
        <source>This plan trains on %1 nodes and multi-node training needs InfiniBand or RoCE; %2&apos;s network fabric is unknown in the catalog: ask before committing.</source>
        <translation>यह योजना %1 नोड पर ट्रेन करती है और मल्टी-नोड ट्रेनिंग को InfiniBand या RoCE चाहिए; कैटलॉग में %2 का नेटवर्क फ़ैब्रिक अज्ञात है: प्रतिबद्ध होने से पहले पूछें।</translation>
    </message>
    <message>
        <source>Training above 70B parameters from scratch needs several nodes and multi-node training needs InfiniBand or RoCE; %2&apos;s network fabric is unknown in the catalog: ask before committing.</source>
        <translation>70B से अधिक पैरामीटर की शुरू से ट्रेनिंग को कई नोड चाहिए और मल्टी-नोड ट्रेनिंग को InfiniBand या RoCE चाहिए; कैटलॉग में %2 का नेटवर्क फ़ैब्रिक अज्ञात है: प्रतिबद्ध होने से पहले पूछें।</translation>
    </message>
    <message>
        <source>Over PCIe (%1) this plan&apos;s GPU-to-GPU communication (gradient all-reduce and the other collectives) takes %2 s of each %3 s step (%4); over NVLink (%5) %6 s.</source>
        <translation>PCIe (%1) पर इस योजना का GPU-से-GPU संचार (ग्रेडिएंट all-reduce और अन्य collectives) हर %3 s के स्टेप में से %2 s लेता है (%4); NVLink (%5) पर %6 s।</translation>
    </message>
    <message>
        <source>Over PCIe (%1) this plan&apos;s GPU-to-GPU communication (gradient all-reduce and the other collectives) takes %2 s of each %3 s step (%4); %5 has no NVLink to compare with.</source>
        <translation>PCIe (%1) पर इस योजना का GPU-से-GPU संचार (ग्रेडिएंट all-reduce और अन्य collectives) हर %3 s के स्टेप में से %2 s लेता है (%4); %5 में तुलना के लिए NVLink नहीं है।</translation>
    </message>
    <message>
        <source>No data-centre country is recorded for %1: whether it can keep the personal data of people in India inside India is unknown.</source>
        <translation>%1 के लिए कोई डेटा सेंटर देश दर्ज नहीं है: यह अज्ञात है कि क्या यह भारत के लोगों का व्यक्तिगत डेटा भारत के भीतर रख सकता है।</translation>
    </message>
    <message>
        <source>%1 has no Indian data centre recorded in the catalog: running on personal data of people in India there may introduce DPDP compliance exposure.</source>
        <translation>कैटलॉग में %1 का कोई भारतीय डेटा सेंटर दर्ज नहीं है: वहाँ भारत के लोगों के व्यक्तिगत डेटा पर काम चलाने से DPDP अनुपालन जोखिम उत्पन्न हो सकता है।</translation>
    </message>
    <message>
        <source>%1 TB/s</source>
        <translation>%1 TB/s</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 GB/s per GPU all-to-all</source>
        <translation>प्रति GPU %1 GB/s all-to-all</translation>
    </message>
    <message>
        <source>%1 GB/s NVMe read</source>
        <translation>%1 GB/s NVMe रीड</translation>
    </message>
    <message>
        <source>%1 GB/s per GPU fabric</source>
        <translation>प्रति GPU %1 GB/s फ़ैब्रिक</translation>
    </message>
    <message>
        <source>%1 preconfigured images</source>
        <translation>%1 पूर्व-कॉन्फ़िगर की गई इमेज</translation>
    </message>
    <message>
        <source>%1 % downtime allowed by the SLA</source>
        <translation>SLA द्वारा अनुमत %1 % डाउनटाइम</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>अज्ञात</translation>
    </message>
    <message>
        <source>unknown: %1 not offered</source>
        <translation>अज्ञात: %1 उपलब्ध नहीं</translation>
    </message>
    <message>
        <source>unknown: no on-demand %1 offer in the catalog rents the plan&apos;s %2-GPU node at a price that includes the host</source>
        <translation>अज्ञात: कैटलॉग में कोई ऑन-डिमांड %1 ऑफ़र योजना का %2-GPU नोड होस्ट सहित कीमत पर किराये पर नहीं देता</translation>
    </message>
</context>
<context>
    <name>gp::ContractPriceNote</name>
    <message>
        <source>contracted %1/GPU-h (list %2, offer %3, tier %4, age unknown)</source>
        <translation>अनुबंधित %1/GPU-h (सूचीबद्ध %2, ऑफ़र %3, टियर %4, आयु अज्ञात)</translation>
    </message>
    <message>
        <source>contracted %1/GPU-h (list %2, offer %3, tier %4, 1 day old)</source>
        <translation>अनुबंधित %1/GPU-h (सूचीबद्ध %2, ऑफ़र %3, टियर %4, 1 दिन पुरानी)</translation>
    </message>
    <message>
        <source>contracted %1/GPU-h (list %2, offer %3, tier %4, %5 days old)</source>
        <translation>अनुबंधित %1/GPU-h (सूचीबद्ध %2, ऑफ़र %3, टियर %4, %5 दिन पुरानी)</translation>
    </message>
</context>
<context>
    <name>gp::CostModel</name>
    <message>
        <source>offer &apos;%1&apos; rents %2-GPU instances, but the plan needs %3 GPUs in one machine: not a price for this plan (shown, never the headline)</source>
        <translation>ऑफ़र &apos;%1&apos; %2-GPU instances किराये पर देता है, पर योजना को एक मशीन में %3 GPU चाहिए: यह इस योजना की क़ीमत नहीं है (दिखाया गया, कभी मुख्य क़ीमत नहीं)</translation>
    </message>
    <message>
        <source>%1 offers rent %2-GPU instances, but the plan needs %3 GPUs in one machine: not a price for this plan (shown, never the headline): %4</source>
        <translation>%1 ऑफ़र %2-GPU instances किराये पर देते हैं, पर योजना को एक मशीन में %3 GPU चाहिए: यह इस योजना की क़ीमत नहीं है (दिखाया गया, कभी मुख्य क़ीमत नहीं): %4</translation>
    </message>
    <message>
        <source>offer &apos;%1&apos; is not in the catalog: not priced</source>
        <translation>ऑफ़र &apos;%1&apos; कैटलॉग में नहीं है: क़ीमत नहीं लगाई गई</translation>
    </message>
    <message>
        <source>offer &apos;%1&apos; has no hourly price in %2 (a purchase price: see the TCO model)</source>
        <translation>ऑफ़र &apos;%1&apos; की %2 में कोई प्रति घंटा क़ीमत नहीं है (यह ख़रीद मूल्य है: TCO मॉडल देखें)</translation>
    </message>
    <message>
        <source>offer &apos;%1&apos; has no hourly price in %2 (missing currency rate)</source>
        <translation>ऑफ़र &apos;%1&apos; की %2 में कोई प्रति घंटा क़ीमत नहीं है (मुद्रा दर उपलब्ध नहीं)</translation>
    </message>
    <message>
        <source>offer &apos;%1&apos; is interruptible and a %2-GPU run would lose half its time or more to checkpoints and restarts: not priced</source>
        <translation>ऑफ़र &apos;%1&apos; बाधित हो सकता है और %2-GPU रन अपना आधा या अधिक समय checkpoints और restarts में खो देगा: क़ीमत नहीं लगाई गई</translation>
    </message>
    <message>
        <source>offer &apos;%1&apos; prices the GPU only (catalog: &quot;%2&quot;): the host&apos;s vCPUs and memory are billed on top, so its cost is not what the plan costs</source>
        <translation>ऑफ़र &apos;%1&apos; केवल GPU की क़ीमत बताता है (कैटलॉग: &quot;%2&quot;): host के vCPU और मेमोरी का बिल अलग से आता है, इसलिए इसकी लागत योजना की लागत नहीं है</translation>
    </message>
    <message>
        <source>offer &apos;%1&apos; is flagged in the catalog: %2. It is never the plan&apos;s headline while an offer without a flag prices the plan</source>
        <translation>ऑफ़र &apos;%1&apos; कैटलॉग में चिह्नित है: %2. जब तक कोई बिना चिह्न वाला ऑफ़र योजना की क़ीमत देता है, यह कभी योजना की मुख्य क़ीमत नहीं होता</translation>
    </message>
    <message>
        <source>offer &apos;%1&apos; prices %2, not the scenario&apos;s %3: its cost uses the scenario&apos;s time</source>
        <translation>ऑफ़र &apos;%1&apos; %2 की क़ीमत बताता है, परिदृश्य के %3 की नहीं: इसकी लागत परिदृश्य के समय पर आधारित है</translation>
    </message>
</context>
<context>
    <name>gp::Costs</name>
    <message>
        <source>no %1 offer of %2 among pricing.offer_keys rents the plan&apos;s node at a price that includes the host, so the plan has no headline price (add one, or pick another tier; offer_notes says why each listed offer is not one)</source>
        <translation>pricing.offer_keys में %2 का कोई %1 ऑफ़र योजना का node ऐसी क़ीमत पर किराये पर नहीं देता जिसमें host शामिल हो, इसलिए योजना की कोई मुख्य क़ीमत नहीं है (एक जोड़ें, या दूसरा tier चुनें; offer_notes बताता है कि सूची का हर ऑफ़र क्यों नहीं चलता)</translation>
    </message>
</context>
<context>
    <name>gp::Memory</name>
    <message>
        <source>%1 of the paged optimizer states do not fit beside the rest and are evicted to CPU memory; each optimizer step pages them back in and out over the host link</source>
        <translation>paged optimizer states के %1 बाक़ी के साथ नहीं समाते और CPU मेमोरी में भेजे जाते हैं; हर optimizer step उन्हें host link पर वापस लाता और भेजता है</translation>
    </message>
    <message>
        <source>the scenario needs %1 per GPU but %2 offers about %3 to the serving runtime (its GPU memory utilisation)</source>
        <translation>परिदृश्य को प्रति GPU %1 चाहिए, पर %2 serving runtime को लगभग %3 ही देता है (उसका GPU memory utilisation)</translation>
    </message>
    <message>
        <source>the scenario needs %1 per GPU but %2 offers about %3 usable</source>
        <translation>परिदृश्य को प्रति GPU %1 चाहिए, पर %2 में लगभग %3 ही उपयोग योग्य है</translation>
    </message>
    <message>
        <source>the first pipeline stage (%1 micro-batches of activations) is the fullest; the loss spike sits on the last stage and is not added to it</source>
        <translation>पहला pipeline stage (activations के %1 micro-batches) सबसे भरा है; loss का उछाल अंतिम stage पर होता है और इसमें नहीं जोड़ा गया</translation>
    </message>
</context>
<context>
    <name>gp::ProcessorChoice</name>
    <message>
        <source>the catalog has no processor_classes row &apos;gpu&apos; to explain the choice with</source>
        <translation>कैटलॉग में चुनाव समझाने के लिए processor_classes की 'gpu' पंक्ति नहीं है</translation>
    </message>
    <message>
        <source>Why GPUs: the processor comparison (%1, %2) rates them %3 in parallelism and best for %4; their limitation (%5) is what the memory check and the power figures above size.</source>
        <translation>GPU क्यों: प्रोसेसर तुलना (%1, %2) उन्हें पैरेललिज़्म में %3 आँकती है और %4 के लिए सबसे अच्छा मानती है; उनकी सीमा (%5) वही है जिसे ऊपर की मेमोरी जाँच और बिजली के आंकड़े मापते हैं।</translation>
    </message>
    <message>
        <source>%1: best for %2; %3, so it is ruled out for training.</source>
        <translation>%1: %2 के लिए सबसे अच्छा; %3, इसलिए इसे ट्रेनिंग के लिए बाहर रखा गया है।</translation>
    </message>
    <message>
        <source>%1: best for %2; %3.</source>
        <translation>%1: %2 के लिए सबसे अच्छा; %3।</translation>
    </message>
</context>
<context>
    <name>gp::Residency</name>
    <message>
        <source>offer %1 does not say it is hosted in India (region not stated), so it does not price the plan: the data must stay in India</source>
        <translation>ऑफ़र %1 यह नहीं बताता कि वह भारत में होस्ट है (क्षेत्र नहीं बताया गया), इसलिए वह योजना की क़ीमत नहीं देता: डेटा को भारत में ही रहना चाहिए</translation>
    </message>
    <message>
        <source>offer %1 does not say it is hosted in India (region &quot;%2&quot;), so it does not price the plan: the data must stay in India</source>
        <translation>ऑफ़र %1 यह नहीं बताता कि वह भारत में होस्ट है (क्षेत्र &quot;%2&quot;), इसलिए वह योजना की क़ीमत नहीं देता: डेटा को भारत में ही रहना चाहिए</translation>
    </message>
    <message>
        <source>offer %1 is hosted outside India (region &quot;%2&quot;), so it does not price the plan: the data must stay in India</source>
        <translation>ऑफ़र %1 भारत के बाहर होस्ट है (क्षेत्र &quot;%2&quot;), इसलिए वह योजना की क़ीमत नहीं देता: डेटा को भारत में ही रहना चाहिए</translation>
    </message>
</context>
<context>
    <name>gp::Search</name>
    <message>
        <source>the search tries layouts without parameter or activation offload to CPU memory</source>
        <translation>खोज CPU मेमोरी में parameter या activation offload के बिना layouts आज़माती है</translation>
    </message>
    <message>
        <source>not searched: %1</source>
        <translation>खोजा नहीं गया: %1</translation>
    </message>
    <message>
        <source>%1 past one node is timed on %2: %3. Set hardware.inter_node_link_key to time another.</source>
        <translation>एक node से आगे %1 का समय %2 पर आँका गया है: %3. दूसरे का समय आँकने के लिए hardware.inter_node_link_key सेट करें।</translation>
    </message>
    <message>
        <source>no configuration fits memory within the deadline and budget</source>
        <translation>समय-सीमा और बजट के भीतर कोई कॉन्फ़िगरेशन मेमोरी में नहीं समाता</translation>
    </message>
    <message>
        <source>%1 offer is hosted outside India or where the region is not stated, so it is not searched: the data must stay in India</source>
        <translation>%1 ऑफ़र भारत के बाहर होस्ट है या उसका क्षेत्र नहीं बताया गया, इसलिए उसे खोजा नहीं गया: डेटा को भारत में ही रहना चाहिए</translation>
    </message>
    <message>
        <source>%1 offers are hosted outside India or where the region is not stated, so they are not searched: the data must stay in India</source>
        <translation>%1 ऑफ़र भारत के बाहर होस्ट हैं या उनका क्षेत्र नहीं बताया गया, इसलिए उन्हें खोजा नहीं गया: डेटा को भारत में ही रहना चाहिए</translation>
    </message>
    <message>
        <source>%1 offer prices the GPU without its host (catalog includes: &quot;GPU only; VM billed extra&quot; or &quot;GPU component only&quot;): the vCPUs and memory are billed on top, so it is not searched</source>
        <translation>%1 ऑफ़र GPU की क़ीमत उसके host के बिना बताता है (कैटलॉग में: &quot;GPU only; VM billed extra&quot; या &quot;GPU component only&quot;): vCPU और मेमोरी का बिल अलग से आता है, इसलिए उसे खोजा नहीं गया</translation>
    </message>
    <message>
        <source>%1 offers price the GPU without its host (catalog includes: &quot;GPU only; VM billed extra&quot; or &quot;GPU component only&quot;): the vCPUs and memory are billed on top, so they are not searched</source>
        <translation>%1 ऑफ़र GPU की क़ीमत उसके host के बिना बताते हैं (कैटलॉग में: &quot;GPU only; VM billed extra&quot; या &quot;GPU component only&quot;): vCPU और मेमोरी का बिल अलग से आता है, इसलिए उन्हें खोजा नहीं गया</translation>
    </message>
    <message>
        <source>no configuration meets the load and latency targets within the filters, GPU limit and budget</source>
        <translation>फ़िल्टर, GPU सीमा और बजट के भीतर कोई कॉन्फ़िगरेशन लोड और latency लक्ष्यों को पूरा नहीं करता</translation>
    </message>
    <message>
        <source>%1 offer is flagged in the catalog (restricted eligibility, a disputed or unverified price, or superseded by a newer row of the same offer): not searched; include it with --include-flagged or the &quot;Include flagged offers&quot; box</source>
        <translation>%1 ऑफ़र कैटलॉग में चिह्नित है (सीमित पात्रता, विवादित या असत्यापित क़ीमत, या उसी ऑफ़र की नई पंक्ति से प्रतिस्थापित): खोजा नहीं गया; उसे --include-flagged या &quot;चिह्नित ऑफ़र भी शामिल करें&quot; बॉक्स से शामिल करें</translation>
    </message>
    <message>
        <source>%1 offers are flagged in the catalog (restricted eligibility, a disputed or unverified price, or superseded by a newer row of the same offer): not searched; include them with --include-flagged or the &quot;Include flagged offers&quot; box</source>
        <translation>%1 ऑफ़र कैटलॉग में चिह्नित हैं (सीमित पात्रता, विवादित या असत्यापित क़ीमत, या उसी ऑफ़र की नई पंक्ति से प्रतिस्थापित): खोजे नहीं गए; उन्हें --include-flagged या &quot;चिह्नित ऑफ़र भी शामिल करें&quot; बॉक्स से शामिल करें</translation>
    </message>
</context>
<context>
    <name>gp::Serving</name>
    <message>
        <source>pipeline stages in serving are timed one after another (no micro-batch pipelining): latency as with tensor parallel only, throughput not multiplied by the stages</source>
        <translation>serving में pipeline stages का समय एक के बाद एक आँका गया है (micro-batch pipelining नहीं): latency केवल tensor parallel जैसी, throughput को stages से गुणा नहीं किया गया</translation>
    </message>
    <message>
        <source>%1 is more than the %2 sequences the engine runs at once (max_num_seqs); the rest wait for admission</source>
        <translation>%1, engine द्वारा एक साथ चलाए जाने वाले %2 sequences (max_num_seqs) से अधिक है; बाक़ी प्रवेश की प्रतीक्षा करते हैं</translation>
    </message>
    <message>
        <source>priced at a batch of %1 per replica (the target&apos;s cheapest), where a request&apos;s first token takes %2 and the request %3; the latency figures are at the scenario&apos;s %4 concurrent sequences</source>
        <translation>प्रति replica %1 के batch पर क़ीमत लगाई गई (लक्ष्य का सबसे सस्ता), जहाँ एक अनुरोध के पहले token में %2 और पूरे अनुरोध में %3 लगते हैं; latency के आँकड़े परिदृश्य के %4 समवर्ती sequences पर हैं</translation>
    </message>
    <message>
        <source>no batch fits in memory: the throughput target cannot be met</source>
        <translation>कोई batch मेमोरी में नहीं समाता: throughput लक्ष्य पूरा नहीं हो सकता</translation>
    </message>
    <message>
        <source>no batch size meets the latency target on this layout</source>
        <translation>इस layout पर कोई batch आकार latency लक्ष्य को पूरा नहीं करता</translation>
    </message>
</context>
<context>
    <name>gp::Tco</name>
    <message>
        <source>no break-even found: the inputs are not valid at every utilisation from 1% to 100%</source>
        <translation>कोई ब्रेक-ईवन नहीं मिला: इनपुट 1% से 100% तक हर उपयोग पर मान्य नहीं हैं</translation>
    </message>
    <message>
        <source>owning is cheaper at every utilisation from 1% to 100%</source>
        <translation>1% से 100% तक हर उपयोग पर स्वामित्व सस्ता है</translation>
    </message>
    <message>
        <source>renting is cheaper at every utilisation from 1% to 100%</source>
        <translation>1% से 100% तक हर उपयोग पर किराया सस्ता है</translation>
    </message>
    <message>
        <source>At %1 utilisation over %2 months, %3 is the cheapest (%4 = %5), %6 = %7 less than %8.</source>
        <translation>%2 महीनों में %1 उपयोग पर %3 सबसे सस्ता है (%4 = %5), %8 से %6 = %7 कम।</translation>
    </message>
    <message>
        <source>At %1 utilisation over %2 months, %3 is the cheapest (%4), %5 less than %6.</source>
        <translation>%2 महीनों में %1 उपयोग पर %3 सबसे सस्ता है (%4), %6 से %5 कम।</translation>
    </message>
    <message>
        <source>At %1 utilisation over %2 months, %3 is the cheapest (%4 = %5).</source>
        <translation>%2 महीनों में %1 उपयोग पर %3 सबसे सस्ता है (%4 = %5)।</translation>
    </message>
    <message>
        <source>At %1 utilisation over %2 months, %3 is the cheapest (%4).</source>
        <translation>%2 महीनों में %1 उपयोग पर %3 सबसे सस्ता है (%4)।</translation>
    </message>
    <message>
        <source>Owning (%1) beats %2 above %3 utilisation.</source>
        <translation>%3 से अधिक उपयोग पर स्वामित्व (%1) %2 से बेहतर है।</translation>
    </message>
    <message>
        <source>Owning (%1) beats %2 below %3 utilisation.</source>
        <translation>%3 से कम उपयोग पर स्वामित्व (%1) %2 से बेहतर है।</translation>
    </message>
    <message>
        <source>Against %1, no break-even found: the inputs are not valid at every utilisation from 1% to 100%.</source>
        <translation>%1 के मुकाबले कोई ब्रेक-ईवन नहीं मिला: इनपुट 1% से 100% तक हर उपयोग पर मान्य नहीं हैं।</translation>
    </message>
    <message>
        <source>Against %1, owning is cheaper at every utilisation from 1% to 100%.</source>
        <translation>%1 के मुकाबले 1% से 100% तक हर उपयोग पर स्वामित्व सस्ता है।</translation>
    </message>
    <message>
        <source>Against %1, renting is cheaper at every utilisation from 1% to 100%.</source>
        <translation>%1 के मुकाबले 1% से 100% तक हर उपयोग पर किराया सस्ता है।</translation>
    </message>
    <message>
        <source>Its cumulative cost falls below %1&apos;s in month %2.</source>
        <translation>इसकी संचयी लागत महीना %2 में %1 की लागत से नीचे आ जाती है।</translation>
    </message>
    <message>
        <source>%1 would win if %2 fell %3 (to %4x).</source>
        <translation>यदि %2 में %3 की गिरावट हो (%4x तक), तो %1 जीतेगा।</translation>
    </message>
    <message>
        <source>%1 would win if %2 rose %3 (to %4x).</source>
        <translation>यदि %2 में %3 की वृद्धि हो (%4x तक), तो %1 जीतेगा।</translation>
    </message>
    <message>
        <source>%1 would win if %2 fell below %3 %4 (now %5).</source>
        <translation>यदि %2 %3 %4 से नीचे आए (अभी %5), तो %1 जीतेगा।</translation>
    </message>
    <message>
        <source>%1 would win if %2 rose above %3 %4 (now %5).</source>
        <translation>यदि %2 %3 %4 से ऊपर जाए (अभी %5), तो %1 जीतेगा।</translation>
    </message>
    <message>
        <source>(Rupees at %1 INR per USD.)</source>
        <translation>(रुपये %1 INR प्रति USD की दर पर।)</translation>
    </message>
    <message>
        <source>%1 rents %2-GPU instances: a job on %3 GPUs runs on %4 machines over the provider&apos;s network, not in one node.</source>
        <translation>%1 %2-GPU इंस्टेंस किराये पर देता है: %3 GPU पर एक जॉब प्रदाता के नेटवर्क पर %4 मशीनों पर चलता है, एक नोड में नहीं।</translation>
    </message>
    <message>
        <source>%1 rents %2-GPU instances: a job on %3 GPUs runs on %4 machines over the provider&apos;s network, where %5 %6-GPU nodes would do.</source>
        <translation>%1 %2-GPU इंस्टेंस किराये पर देता है: %3 GPU पर एक जॉब प्रदाता के नेटवर्क पर %4 मशीनों पर चलता है, जबकि %5 %6-GPU नोड काफ़ी होते।</translation>
    </message>
    <message>
        <source>Cheapest over %1 months at %2 utilisation: %3, full cost %4.</source>
        <translation>%2 उपयोग पर %1 महीनों में सबसे सस्ता: %3, पूरी लागत %4।</translation>
    </message>
    <message>
        <source>It is interruptible: the provider can take its GPUs back at short notice, so it suits only work that checkpoints and can wait.</source>
        <translation>यह बाधित हो सकता है: प्रदाता कम सूचना पर इसके GPU वापस ले सकता है, इसलिए यह केवल उस काम के लिए उपयुक्त है जो चेकपॉइंट करता है और इंतज़ार कर सकता है।</translation>
    </message>
    <message>
        <source>The cheapest option that cannot be reclaimed is %1, at %2 (%3 more).</source>
        <translation>सबसे सस्ता विकल्प जो वापस नहीं लिया जा सकता %1 है, %2 पर (%3 अधिक)।</translation>
    </message>
    <message>
        <source>The runner-up, %1, costs %2 more.</source>
        <translation>दूसरे स्थान वाले विकल्प, %1, की लागत %2 अधिक है।</translation>
    </message>
</context>
<context>
    <name>gp::Training</name>
    <message>
        <source>the GPU has no FP8 tensor cores: the FP8 run is timed at the BF16 dense peak</source>
        <translation>इस GPU में FP8 tensor cores नहीं हैं: FP8 रन का समय BF16 dense peak पर आँका गया है</translation>
    </message>
    <message>
        <source>the GPU count is not a multiple of tensor x pipeline x context parallel: %1 GPUs idle</source>
        <translation>GPU की संख्या tensor x pipeline x context parallel का गुणज नहीं है: %1 GPU खाली रहेंगे</translation>
    </message>
    <message>
        <source>the GPU count is not a multiple of tensor x pipeline parallel: %1 GPUs idle</source>
        <translation>GPU की संख्या tensor x pipeline parallel का गुणज नहीं है: %1 GPU खाली रहेंगे</translation>
    </message>
    <message>
        <source>global batch %1 is not a multiple of micro-batch x data parallel (%2): gradient accumulation rounded up</source>
        <translation>global batch %1, micro-batch x data parallel (%2) का गुणज नहीं है: gradient accumulation ऊपर की ओर पूर्णांकित किया गया</translation>
    </message>
    <message>
        <source>no host link for this GPU: the offload traffic to CPU memory is not timed</source>
        <translation>इस GPU के लिए कोई host link नहीं: CPU मेमोरी तक offload ट्रैफ़िक का समय नहीं आँका गया</translation>
    </message>
    <message>
        <source>no inter-node link: data-parallel traffic across nodes is not timed</source>
        <translation>कोई inter-node link नहीं: nodes के बीच data-parallel ट्रैफ़िक का समय नहीं आँका गया</translation>
    </message>
</context>
<context>
    <name>gp::text</name>
    <message>
        <source>infinity</source>
        <translation>अनंत</translation>
    </message>
    <message>
        <source>-infinity</source>
        <translation>ऋण अनंत</translation>
    </message>
</context>
<context>
    <name>gp::text::unit</name>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>h</source>
        <translation>घंटे</translation>
    </message>
    <message>
        <source>s</source>
        <translation>सेकंड</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>अनुरोध/s</translation>
    </message>
    <message>
        <source>GPU-h</source>
        <translation>GPU-घंटे</translation>
    </message>
    <message>
        <source>TFLOPS</source>
        <translation>TFLOPS</translation>
    </message>
</context>
<context>
    <name>validate</name>
    <message>
        <source>too few cases</source>
        <translation>बहुत कम मामले</translation>
    </message>
</context>
</TS>
