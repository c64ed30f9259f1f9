// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// gp::jsonio, the one bounded JSON reader (issue 9, items 2, 3 and 7; terminal escapes in item 9): each
// test is an input that crashed, hung or misreported before it existed.
#include "json/BoundedJson.h"

#include <QTest>

#include <sstream>
#include <string>

using namespace gp;

class TestBoundedJson : public QObject {
    Q_OBJECT
private slots:
    // 60,000 '[' in 120 KB overflowed the stack (later, when the value was copied or dumped): now a clean
    // error with the line and column of the 65th bracket, and nothing built.
    void deepNestingIsRefusedWithItsPosition()
    {
        const std::string deep = std::string(60000, '[') + std::string(60000, ']');
        const auto r = jsonio::parse(deep);
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error),
                 QStringLiteral(
                     "nested deeper than 64 arrays/objects at line 1, column 65 (the limit for any GPU Planner file)"));
        const std::string objects = "{\"a\":\n" + std::string(64, '[') + std::string(64, ']') + "}";
        QVERIFY(!jsonio::parse(objects).ok()); // 65 levels counting the object
        QVERIFY(jsonio::parse("{\"a\":" + std::string(63, '[') + std::string(63, ']') + "}").ok()); // exactly 64
    }

    // Brackets inside strings are text, not nesting; escaped quotes do not end a string.
    void bracketsInStringsDoNotCount()
    {
        const std::string text = "{\"s\": \"" + std::string(1000, '[') + "\\\"" + std::string(1000, '{') + "\"}";
        const auto r = jsonio::parse(text);
        QVERIFY2(r.ok(), r.error.c_str());
        QCOMPARE(r.value->at("s").get<std::string>().size(), std::size_t(2001));
    }

    // 1e309 and -1e400 threw json::out_of_range (406), which nobody caught: the process aborted.
    void numbersBeyondDoubleAreAnError()
    {
        for (const char* text : {"{\"x\": 1e309}", "[-1e400]", "1e99999"}) {
            const auto r = jsonio::parse(text);
            QVERIFY2(!r.ok(), text);
            QVERIFY2(r.error.find("number overflow parsing") != std::string::npos, r.error.c_str());
            QVERIFY2(r.error.find("beyond the range of a double") != std::string::npos, r.error.c_str());
        }
        // The number is quoted, but cut: a 5,000-digit literal does not make a 5,000-character message.
        const auto r = jsonio::parse("[1" + std::string(5000, '0') + "]");
        QVERIFY(!r.ok());
        QVERIFY2(r.error.size() < 200, r.error.c_str());
    }

    // The message quoted the whole token ("last read: '<100,000 characters>'").
    void syntaxErrorsQuoteAtMostAFewDozenCharacters()
    {
        const auto r = jsonio::parse("[\"" + std::string(100000, 'x'));
        QVERIFY(!r.ok());
        QVERIFY2(r.error.size() < 300, r.error.c_str());
        QVERIFY2(r.error.rfind("parse error at line 1", 0) == 0, r.error.c_str());
    }

    void duplicateKeysAreRefusedWithTheirPath()
    {
        auto r = jsonio::parse(R"({"a": 1, "a": 2})");
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error),
                 QStringLiteral("duplicate key \"a\" in $ (a key may appear once in an object)"));
        r = jsonio::parse(R"({"list": [0, {"x": {"k": 1}}, {"y": 1, "y": 1}]})");
        QVERIFY(!r.ok());
        QVERIFY2(r.error.find("in $.list[2]") != std::string::npos, r.error.c_str());
        QVERIFY(jsonio::parse(R"([{"a": 1}, {"a": 2}])").ok()); // the same key in two objects is fine
    }

    void inputsOverTheSizeLimitAreRefusedUnread()
    {
        const std::string big(jsonio::kMaxInputBytes + 1, ' ');
        const auto r = jsonio::parse(big);
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error),
                 QStringLiteral("is 20.0 MB; GPU Planner reads JSON inputs of at most 20 MB"));
        std::istringstream in(big + "[]");
        std::string text, error;
        QVERIFY(!jsonio::readStream(in, text, error));
        QVERIFY(text.empty());
        QCOMPARE(QString::fromStdString(error),
                 QStringLiteral("is over 20.0 MB; GPU Planner reads JSON inputs of at most 20 MB"));
        std::istringstream small("[1]");
        QVERIFY(jsonio::readStream(small, text, error));
        QCOMPARE(QString::fromStdString(text), QStringLiteral("[1]"));
    }

    // Escape sequences in an input were echoed raw to stderr (a file could clear the screen or retitle
    // the terminal); quote() and printable() show them as text.
    void controlCharactersAreShownNotSent()
    {
        QCOMPARE(QString::fromStdString(jsonio::quote("\x1b[2J\x07ok")), QStringLiteral("\"\\x1B[2J\\x07ok\""));
        QCOMPARE(QString::fromStdString(jsonio::printable("a\nb\x1b]0;t\x07\t\xff c\xc2\x9b")),
                 QStringLiteral("a\nb\\x1B]0;t\\x07\t\\xFF c\\u{009B}"));
        QCOMPARE(QString::fromStdString(jsonio::printable("r\xe2\x80\xaeL")),
                 QStringLiteral("r\\u{202E}L")); // bidi override
        QCOMPARE(QString::fromStdString(jsonio::printable("H100 \xc2\xb5s \xe2\x82\xb9")), QStringLiteral("H100 µs ₹"));
        QCOMPARE(QString::fromStdString(jsonio::quote(std::string(100, 'x'), 5)), QStringLiteral("\"xxxxx\"..."));
        QCOMPARE(QString::fromStdString(jsonio::key("micro_batch")), QStringLiteral("micro_batch"));
        QCOMPARE(QString::fromStdString(jsonio::key("a.b")), QStringLiteral("\"a.b\""));
    }

    void briefNeverDumpsAWholeValue()
    {
        nlohmann::json big = nlohmann::json::array();
        for (int i = 0; i < 100000; ++i)
            big.push_back(i);
        QCOMPARE(QString::fromStdString(jsonio::brief(big)), QStringLiteral("an array of 100000 items"));
        QCOMPARE(QString::fromStdString(jsonio::brief(nlohmann::json::object())),
                 QStringLiteral("an object of 0 keys"));
        QCOMPARE(QString::fromStdString(jsonio::brief(4294967296ULL)), QStringLiteral("4294967296"));
        QCOMPARE(QString::fromStdString(jsonio::brief(std::string(1000, 'y'))).size(), 40 + 5);
    }

    void invalidUtf8AndNulAreSyntaxErrors()
    {
        for (const std::string& text : {std::string("[\"\xff\"]"), std::string("[\"a\0b\"]", 7)}) {
            const auto r = jsonio::parse(text);
            QVERIFY2(!r.ok(), text.c_str());
            QVERIFY2(r.error.find("parse error") != std::string::npos, r.error.c_str());
        }
        // nlohmann stops at a NUL outside a string: "[1]\0anything" read as [1], the rest ignored.
        const auto r = jsonio::parse(std::string("[1]\0{\"hidden\": 1}", 16));
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error),
                 QStringLiteral("a NUL byte at line 1, column 4 (JSON text has none)"));
    }
};

QTEST_APPLESS_MAIN(TestBoundedJson)
#include "tst_boundedjson.moc"
