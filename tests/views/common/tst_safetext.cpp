// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The markup-safety helpers (issue 9, item 4): PlainText / PlainToolTip show user text literally,
// SafeTextDocument and SafeTextBrowser load nothing a text names, and message boxes are plain text.
// Each check runs under a ResourceTrap that counts every resource request and every read of its bait
// files; the first test proves the trap does see the loads an unguarded Qt document makes.
#include "ResourceTrap.h"
#include "ShownText.h"
#include "common/MessageBoxes.h"
#include "common/PlainText.h"
#include "common/PlainToolTip.h"
#include "common/SafeTextDocument.h"

#include <QAbstractTextDocumentLayout>
#include <QImage>
#include <QPainter>
#include <QtTest>

#include <memory>

// The icons are compiled into the views library; a static library's resources need this once.
static void initIcons() { Q_INIT_RESOURCE(icons); }

namespace {
// Lays out and paints `doc` into an image, as a widget showing it would.
QImage paint(QTextDocument& doc)
{
    doc.setTextWidth(400);
    QImage image(400, 300, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    doc.drawContents(&painter);
    return image;
}

bool hasRed(const QImage& image)
{
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (image.pixel(x, y) == qRgb(255, 0, 0))
                return true;
    return false;
}
} // namespace

class TestSafeText : public QObject {
    Q_OBJECT
    std::unique_ptr<ResourceTrap> m_trap;

private Q_SLOTS:
    void init()
    {
        m_trap = std::make_unique<ResourceTrap>();
        QDir::setCurrent(m_trap->dir());
    }
    void cleanup() { m_trap.reset(); }

    void theTrapSeesWhatAnUnguardedDocumentLoads()
    {
        // Without the helpers, Qt reads the bait file and draws it (the attack the issue describes).
        QTextDocument doc;
        doc.setHtml(m_trap->hostile());
        QVERIFY(hasRed(paint(doc)));
        QVERIFY2(m_trap->fileOpens() > 0, qPrintable(m_trap->report()));
        m_trap->reset();
        QLabel label(ResourceTrap::shortName()); // Qt::AutoText: Qt guesses rich text
        label.grab();
        QVERIFY2(m_trap->fileOpens() > 0, qPrintable(m_trap->report()));
        m_trap->reset();
        QToolTip::showText(QPoint(100, 100), m_trap->hostile());
        QVERIFY(ShownText::toolTipLabel());
        ShownText::toolTipLabel()->grab();
        QToolTip::hideText();
        QVERIFY2(m_trap->loads() > 0, qPrintable(m_trap->report()));
    }

    void safeDocumentLoadsNothingItsTextNames()
    {
        // Raw hostile HTML, not escaped: the document itself must refuse every image and style sheet.
        SafeTextDocument doc;
        doc.setHtml(m_trap->hostile() + QStringLiteral("<p style=\"background-image: url(%1)\">a</p>"
                                                       "<table background=\"%1\"><tr><td>t</td></tr></table>")
                                            .arg(m_trap->bait()));
        QVERIFY(!hasRed(paint(doc)));
        QCOMPARE(m_trap->fileOpens(), 0);
        QVERIFY(doc.toPlainText().contains(QStringLiteral("bold")));
    }

    void safeBrowserLoadsNothingItsTextOrSourceNames()
    {
        SafeTextBrowser browser;
        browser.resize(400, 300);
        browser.setHtml(m_trap->hostile());
        browser.show();
        QVERIFY(QTest::qWaitForWindowExposed(&browser));
        QVERIFY(!hasRed(browser.grab().toImage().convertToFormat(QImage::Format_RGB32)));
        // Navigating to a local file is refused too (a link in catalog text must not open files).
        browser.setSource(QUrl::fromLocalFile(m_trap->bait()));
        browser.grab();
        QCOMPARE(m_trap->fileOpens(), 0);
    }

    void onlyTheAppsOwnResourcesCount()
    {
        QVERIFY(SafeTextDocument::isAppResource(QUrl(QStringLiteral("qrc:/icons/gpu-planner.svg"))));
        QVERIFY(SafeTextDocument::isAppResource(QUrl(QStringLiteral(":/icons/gpu-planner.svg"))));
        QVERIFY(!SafeTextDocument::isAppResource(QUrl(QStringLiteral("/dev/zero"))));
        QVERIFY(!SafeTextDocument::isAppResource(QUrl(QStringLiteral("file:///dev/zero"))));
        QVERIFY(!SafeTextDocument::isAppResource(QUrl(QStringLiteral("x"))));
        QVERIFY(!SafeTextDocument::isAppResource(QUrl(QStringLiteral("gpcount://img"))));
        QVERIFY(!SafeTextDocument::isAppResource(QUrl(QStringLiteral("https://example.com/a.png"))));
        // An image from the app's resources is still drawn (it takes room in the layout).
        initIcons();
        QVERIFY(!QImage(QStringLiteral(":/icons/gpu-planner.svg")).isNull());
        SafeTextDocument with, without;
        with.setHtml(QStringLiteral("<img src=\":/icons/gpu-planner.svg\" width=\"64\" height=\"64\">"));
        without.setHtml(QStringLiteral("<img src=\"%1\" width=\"64\" height=\"64\">").arg(m_trap->bait()));
        with.setTextWidth(400);
        without.setTextWidth(400);
        QVERIFY2(with.documentLayout()->documentSize().height() >= 64,
                 qPrintable(QString::number(with.documentLayout()->documentSize().height())));
        QVERIFY(without.documentLayout()->documentSize().height() < 64);
        QCOMPARE(m_trap->fileOpens(), 0);
    }

    void toolTipsShowTextLiterally_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("plain") << QStringLiteral("8x A100 on Lambda");
        QTest::newRow("ampersand only") << QStringLiteral("AT&T cloud &amp; more");
        QTest::newRow("short hostile") << ResourceTrap::shortName();
        QTest::newRow("tag after a line") << QStringLiteral("Source: <img src=x>\nline two <b>x</b>");
        QTest::newRow("entity that looks escaped") << QStringLiteral("&lt;b&gt; stays as typed");
    }
    void toolTipsShowTextLiterally()
    {
        QFETCH(QString, text);
        QCOMPARE(ShownText::showToolTip(PlainText::toolTip(text)), text);
        QCOMPARE(ShownText::showToolTip(PlainToolTip::fromPlain(m_trap->hostile(text))), m_trap->hostile(text));
        QCOMPARE(PlainToolTip::toPlain(PlainToolTip::fromPlain(text)), text);
        QVERIFY2(m_trap->loads() == 0, qPrintable(m_trap->report()));
        // Text Qt shows as plain anyway is left exactly as it was.
        if (!Qt::mightBeRichText(text))
            QCOMPARE(PlainToolTip::fromPlain(text), text);
    }

    void richTextIsBuiltFromEscapedParts()
    {
        const QString hostile = m_trap->hostile() + QStringLiteral("\nsecond line");
        SafeTextDocument doc;
        doc.setHtml(QStringLiteral("<p><b>Label</b> %1</p>").arg(PlainText::html(hostile)));
        QCOMPARE(doc.toPlainText(), QStringLiteral("Label ") + hostile);
        QCOMPARE(PlainText::fromChart(PlainText::chart(hostile)), hostile);
        QCOMPARE(PlainText::fromChart(PlainText::chart(QStringLiteral("&lt; & \" >"))), QStringLiteral("&lt; & \" >"));
        QLabel label;
        PlainText::setLabel(&label, hostile);
        label.grab();
        QCOMPARE(ShownText::of(&label), hostile);
        QCOMPARE(m_trap->loads(), 0);
    }

    void messageBoxesArePlainText()
    {
        const QString text = QStringLiteral("Could not open %1.gpuplan").arg(m_trap->hostile());
        std::unique_ptr<QMessageBox> box(MessageBoxes::create(nullptr, QMessageBox::Warning, m_trap->hostile(), text,
                                                              QMessageBox::Ok, QMessageBox::Ok));
        QCOMPARE(box->textFormat(), Qt::PlainText);
        box->show();
        QVERIFY(QTest::qWaitForWindowExposed(box.get()));
        box->grab();
        auto* label = box->findChild<QLabel*>(QStringLiteral("qt_msgbox_label"));
        QVERIFY(label);
        QCOMPARE(ShownText::of(label), text);
        QVERIFY2(m_trap->loads() == 0, qPrintable(m_trap->report()));
    }
};

QTEST_MAIN(TestSafeText)
#include "tst_safetext.moc"
