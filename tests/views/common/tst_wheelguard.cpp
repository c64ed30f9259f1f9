// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The wheel never changes a combo box, spin box or slider the user is not editing, focused or not
// (WheelGuard): offscreen, wheel events are sent to real widgets and their values compared before and
// after. A refused event is left unaccepted, which is what makes Qt hand a real wheel on to the scroll
// area around the control.
#include "common/WheelGuard.h"

#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QSlider>
#include <QSpinBox>
#include <QTest>
#include <QVBoxLayout>
#include <QWheelEvent>

namespace {

// One notch (120 eighths of a degree) up over the middle of `w`; returns whether `w` accepted it.
bool wheelUp(QWidget* w)
{
    const QPointF at(w->width() / 2.0, w->height() / 2.0);
    QWheelEvent wheel(at, w->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase,
                      false);
    QApplication::sendEvent(w, &wheel);
    return wheel.isAccepted();
}

} // namespace

class TestWheelGuard : public QObject {
    Q_OBJECT

    QWidget* window = nullptr;
    QComboBox* gpu = nullptr;
    QSpinBox* gpus = nullptr;
    QSlider* slider = nullptr;

private Q_SLOTS:
    void init()
    {
        WheelGuard::installApplicationWide();
        window = new QWidget;
        auto* layout = new QVBoxLayout(window);
        gpu = new QComboBox(window);
        gpu->addItems({QStringLiteral("H100 SXM 80GB"), QStringLiteral("H200 NVL 141GB"), QStringLiteral("L40S 48GB")});
        gpus = new QSpinBox(window);
        gpus->setRange(1, 64);
        gpus->setValue(8);
        slider = new QSlider(Qt::Horizontal, window);
        slider->setRange(0, 100);
        slider->setValue(50);
        layout->addWidget(gpu);
        layout->addWidget(gpus);
        layout->addWidget(slider);
        window->resize(300, 200);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
    }

    void cleanup() { delete window; }

    void focusedComboIgnoresTheWheel()
    {
        gpu->setFocus();
        QVERIFY(gpu->hasFocus());
        QVERIFY(!wheelUp(gpu));
        QVERIFY(!wheelUp(gpu));
        QCOMPARE(gpu->currentText(), QStringLiteral("H100 SXM 80GB"));
        // Picked with a click, focus kept: still not a wheel target once its list is closed.
        QTest::mouseClick(gpu, Qt::LeftButton);
        gpu->hidePopup();
        QVERIFY(!wheelUp(gpu));
        QCOMPARE(gpu->currentIndex(), 0);
        // And the wheel never gives it focus.
        QCOMPARE(gpu->focusPolicy(), Qt::StrongFocus);
    }

    void spinBoxTakesTheWheelOnlyWhileEdited()
    {
        QVERIFY(!wheelUp(gpus)); // not focused
        QCOMPARE(gpus->value(), 8);
        gpus->setFocus();
        QVERIFY(!wheelUp(gpus)); // focused (tabbed past), not edited
        QCOMPARE(gpus->value(), 8);
        // A click into its text: the user is editing it, so one notch is one step.
        QLineEdit* text = gpus->findChild<QLineEdit*>();
        QVERIFY(text);
        QTest::mouseClick(text, Qt::LeftButton);
        QVERIFY(WheelGuard::takesWheel(gpus));
        wheelUp(gpus);
        QCOMPARE(gpus->value(), 9);
        // The pointer leaves it: editing is over, the wheel scrolls again.
        QEvent leave(QEvent::Leave);
        QApplication::sendEvent(gpus, &leave);
        QVERIFY(!wheelUp(gpus));
        QCOMPARE(gpus->value(), 9);
    }

    void sliderFollowsTheSameRule()
    {
        slider->setFocus();
        QVERIFY(!wheelUp(slider));
        QCOMPARE(slider->value(), 50);
        QTest::keyClick(slider, Qt::Key_Right); // edited from the keyboard: 51
        QCOMPARE(slider->value(), 51);
        wheelUp(slider);
        QVERIFY(slider->value() != 51);
        // Focus moves on: no longer edited.
        gpu->setFocus();
        const int v = slider->value();
        QVERIFY(!wheelUp(slider));
        QCOMPARE(slider->value(), v);
    }
};

QTEST_MAIN(TestWheelGuard)
#include "tst_wheelguard.moc"
