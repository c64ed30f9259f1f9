// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The proposal's side of issue 36:
//   - an SVG logo that references a local file drew that file into the PDF: an SVG is drawn only when it
//     references nothing outside itself, and a non-image logo is refused with a message (ProposalLogo);
//   - bidi controls and ESC bytes reached the HTML and Markdown exports raw (and the PDF's text): each is
//     U+FFFD in all three (DisplayText);
//   - the exports used QSaveFile, which replaced a FIFO named as the output: they go through AtomicFile,
//     which refuses any target that is not a regular file.
#include "ShippedTestData.h"
#include "TestSupport.h"

#include "catalog/CatalogStore.h"
#include "document/Workspace.h"
#include "proposal/ProposalContentBuilder.h"
#include "proposal/ProposalExport.h"
#include "proposal/ProposalLogo.h"
#include "proposal/ProposalWorkspace.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

namespace {
QByteArray pngBytes(int w, int h)
{
    QImage image(w, h, QImage::Format_RGB32);
    image.fill(Qt::red);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

QByteArray svg(const QByteArray& body)
{
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
           "width=\"120\" height=\"40\" viewBox=\"0 0 120 40\">" +
           body + "</svg>";
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
} // namespace

class TestProposalHardening : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    gp::CatalogSnapshot m_catalog;
    WorkspaceData m_data;
    QString m_secret; // a "local file" an SVG must not be able to pull in

    QString write(const QString& name, const QByteArray& bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            return {};
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        QVERIFY(m_dir.isValid());
        ShippedTestData::loadCatalog(m_catalog);
        ShippedTestData::readWorkshopExample(m_data);
        m_secret = write(QStringLiteral("secret.png"), pngBytes(30, 30));
        QVERIFY(!m_secret.isEmpty());
    }

    void svgReferencesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("document");
        QTest::addColumn<QString>("reason"); // a substring of the refusal
        const QByteArray secret = QFile::encodeName(m_secret);
        QTest::newRow("xlink:href absolute path")
            << svg("<image xlink:href=\"" + secret + "\" width=\"30\" height=\"30\"/>")
            << QStringLiteral("the SVG's <image> refers to \"%1\" outside the file").arg(m_secret);
        QTest::newRow("SVG 2 href, file URL")
            << svg("<image href=\"file://" + secret + "\" width=\"30\" height=\"30\"/>")
            << QStringLiteral("the SVG's <image> refers to \"file://%1\" outside the file").arg(m_secret);
        QTest::newRow("relative path") << svg("<image xlink:href=\"secret.png\" width=\"30\" height=\"30\"/>")
                                       << QStringLiteral("refers to \"secret.png\" outside the file");
        QTest::newRow("use of another SVG") << svg("<use xlink:href=\"other.svg#logo\"/>")
                                            << QStringLiteral("the SVG's <use> refers to \"other.svg#logo\"");
        QTest::newRow("other prefix bound to xlink")
            << QByteArray("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:l=\"http://www.w3.org/1999/xlink\">"
                          "<image l:href=\"" +
                          secret + "\"/></svg>")
            << QStringLiteral("outside the file");
        QTest::newRow("entity builds the path")
            << QByteArray("<!DOCTYPE svg [<!ENTITY p \"" + secret +
                          "\">]><svg xmlns=\"http://www.w3.org/2000/svg\" "
                          "xmlns:xlink=\"http://www.w3.org/1999/xlink\"><image xlink:href=\"&p;\"/></svg>")
            << QStringLiteral("the SVG declares entities");
        QTest::newRow("style url") << svg("<rect width=\"9\" height=\"9\" style=\"fill:url(file:///etc/x#g)\"/>")
                                   << QStringLiteral("refers to file:///etc/x#g)");
        QTest::newRow("style sheet") << QByteArray("<?xml-stylesheet href=\"a.css\"?>") + svg("")
                                     << QStringLiteral("loads a style sheet");
        // A data: URI whose bytes are an SVG again (QImage guesses the format from the bytes).
        QTest::newRow("SVG inside a data URI") << svg("<image xlink:href=\"data:image/png;base64," +
                                                      svg("<image xlink:href=\"" + secret + "\"/>").toBase64() + "\"/>")
                                               << QStringLiteral("outside the file");
    }

    void svgReferencesAreRefused()
    {
        QFETCH(QByteArray, document);
        QFETCH(QString, reason);
        QCOMPARE(ProposalLogo::svgRefusal(document).contains(reason), true);
        const QString path = write(QStringLiteral("evil.svg"), document);
        QString error;
        QVERIFY(ProposalLogo::load(path, &error).isNull());
        QVERIFY2(error.startsWith(path + QStringLiteral(" is not drawn: ")) ||
                     error.contains(QStringLiteral("not a PNG")),
                 qPrintable(error));
    }

    // What may be drawn: a self-contained SVG (its own gradients, an embedded PNG) and raster files.
    void selfContainedLogosAreDrawn()
    {
        const QByteArray own =
            svg("<defs><linearGradient id=\"g\"><stop offset=\"0\" stop-color=\"#1f3a5f\"/></linearGradient></defs>"
                "<rect width=\"120\" height=\"40\" fill=\"url(#g)\"/>"
                "<image width=\"30\" height=\"30\" xlink:href=\"data:image/png;base64," +
                pngBytes(30, 30).toBase64() + "\"/>");
        QCOMPARE(ProposalLogo::svgRefusal(own), QString());
        QString error;
        const QImage fromSvg = ProposalLogo::load(write(QStringLiteral("own.svg"), own), &error);
        QVERIFY2(!fromSvg.isNull(), qPrintable(error));
        QCOMPARE(fromSvg.size(), QSize(120, 40)); // the SVG's width and height
        const QImage fromPng = ProposalLogo::load(write(QStringLiteral("logo.png"), pngBytes(64, 16)), &error);
        QCOMPARE(fromPng.size(), QSize(64, 16));
    }

    void notAnImageIsRefused()
    {
        const QString text = write(QStringLiteral("notes.txt"), "just some notes\n");
        QString error;
        QVERIFY(ProposalLogo::load(text, &error).isNull());
        QCOMPARE(error, QStringLiteral("%1 is not a PNG, JPEG, GIF, BMP or SVG image").arg(text));
        const QString gz = write(QStringLiteral("logo.svgz"), QByteArray("\x1f\x8b\x08\x00", 4) + QByteArray(20, 'x'));
        QVERIFY(ProposalLogo::load(gz, &error).isNull());
        QVERIFY2(error.contains(QStringLiteral("is compressed")), qPrintable(error));
    }

    // The export itself: before, an SVG logo drew the secret PNG into the PDF and a text logo was left out
    // in silence; now both are refused, naming the logo, and no file is written.
    void exportRefusesTheLogo_data()
    {
        QTest::addColumn<QByteArray>("logo");
        QTest::addColumn<QString>("name");
        QTest::newRow("SVG with a local image")
            << svg("<image xlink:href=\"" + QFile::encodeName(m_secret) + "\" width=\"30\" height=\"30\"/>")
            << QStringLiteral("evil.svg");
        QTest::newRow("text file") << QByteArray("not an image") << QStringLiteral("logo.txt");
    }

    void exportRefusesTheLogo()
    {
        QFETCH(QByteArray, logo);
        QFETCH(QString, name);
        ProposalOptions options;
        options.logoPath = write(name, logo);
        const QString out = m_dir.filePath(QStringLiteral("refused.pdf"));
        const ProposalExport::Result r = ProposalExport::write(m_data, m_catalog, options, out);
        QVERIFY(!r.ok);
        QVERIFY(r.badInput);
        QVERIFY2(r.error.startsWith(QStringLiteral("Logo: ") + options.logoPath), qPrintable(r.error));
        QVERIFY(!QFile::exists(out));
        // The cover drawn for print and preview has no logo either.
        const auto ws = ProposalWorkspace::make(m_data, m_catalog, options, nullptr);
        QVERIFY(ws);
        QVERIFY(ProposalContentBuilder(*ws, options).build().cover.logo.isNull());
    }

    void bidiAndEscapesAreNeutralisedInEveryExport()
    {
        WorkspaceData data = m_data;
        data.title = QStringLiteral("Plan\u202Egpj.exe");
        data.customer = QStringLiteral("ACME\x1b[2J\u2066Labs");
        data.scenarios[0].name = QStringLiteral("Fine-tune\u202Dx");
        ProposalOptions options;
        options.author = QStringLiteral("Me\x1bZ title\x07");
        const QString r(QChar(0xFFFD));
        for (const QString& suffix : {QStringLiteral("html"), QStringLiteral("md")}) {
            const QString out = m_dir.filePath(QStringLiteral("bidi.") + suffix);
            const ProposalExport::Result result = ProposalExport::write(data, m_catalog, options, out);
            QVERIFY2(result.ok, qPrintable(result.error));
            const QString text = QString::fromUtf8(readAll(out));
            for (const char16_t c : {u'\u202A', u'\u202B', u'\u202C', u'\u202D', u'\u202E', u'\u2066', u'\u2067',
                                     u'\u2068', u'\u2069', u'\x1b', u'\x07'})
                QVERIFY2(!text.contains(QChar(c)),
                         qPrintable(
                             QStringLiteral("%1: U+%2 written raw").arg(suffix).arg(int(c), 4, 16, QLatin1Char('0'))));
            QVERIFY2(text.contains(QStringLiteral("Plan") + r + QStringLiteral("gpj.exe")), qPrintable(suffix));
            QVERIFY2(text.contains(QStringLiteral("Me") + r + QStringLiteral("Z title") + r), qPrintable(suffix));
        }
        // The PDF's text comes from the same content.
        const auto ws = ProposalWorkspace::make(data, m_catalog, options, nullptr);
        QVERIFY(ws);
        const ProposalContent c = ProposalContentBuilder(*ws, options).build();
        QCOMPARE(c.cover.title, QStringLiteral("Plan") + r + QStringLiteral("gpj.exe"));
        QCOMPARE(c.cover.customer, QStringLiteral("ACME") + r + QStringLiteral("[2J") + r + QStringLiteral("Labs"));
        QCOMPARE(c.cover.author, QStringLiteral("Me") + r + QStringLiteral("Z title") + r);
        QCOMPARE(ws->scenario(0).name, QStringLiteral("Fine-tune") + r + QStringLiteral("x"));
    }

    void exportNeverReplacesAFifo_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("pdf") << QStringLiteral("pipe.pdf");
        QTest::newRow("html") << QStringLiteral("pipe.html");
        QTest::newRow("md") << QStringLiteral("pipe.md");
    }

    void exportNeverReplacesAFifo()
    {
        QFETCH(QString, name);
        const QString fifo = m_dir.filePath(name);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const ProposalExport::Result r = ProposalExport::write(m_data, m_catalog, ProposalOptions{}, fifo);
        QVERIFY(!r.ok);
        QCOMPARE(r.error,
                 QStringLiteral("Could not write %1: %1 is a folder, a pipe or a device, not a file").arg(fifo));
        struct stat st {};
        QCOMPARE(::lstat(QFile::encodeName(fifo).constData(), &st), 0);
        QVERIFY(S_ISFIFO(st.st_mode));
    }

    // The one atomic path still writes a regular file, and replaces an earlier export whole.
    void exportWritesThroughAtomicFile()
    {
        const QString out = m_dir.filePath(QStringLiteral("plan.md"));
        QVERIFY(QFile(out).open(QIODevice::WriteOnly));
        const ProposalExport::Result r = ProposalExport::write(m_data, m_catalog, ProposalOptions{}, out);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(readAll(out).startsWith("# "));
        QCOMPARE(QDir(m_dir.path()).entryList({QStringLiteral(".plan.md*")}, QDir::Files | QDir::Hidden),
                 QStringList());
    }
};

QTEST_MAIN(TestProposalHardening)
#include "tst_proposalhardening.moc"
