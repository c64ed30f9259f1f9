// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "SliderSpin.h"

#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QSlider>

#include <cmath>

SliderSpin::SliderSpin(int sliderMin, int sliderMax, double spinMin, double spinMax, int decimals,
                       const QString& suffix, QWidget* parent)
    : QWidget(parent), m_slider(new QSlider(Qt::Horizontal, this)), m_spin(new QDoubleSpinBox(this)),
      m_to([](double v) { return int(std::lround(v)); }), m_from([](int s) { return double(s); })
{
    m_slider->setRange(sliderMin, sliderMax);
    m_spin->setRange(spinMin, spinMax);
    m_spin->setDecimals(decimals);
    m_spin->setSuffix(suffix);
    m_spin->setGroupSeparatorShown(true);
    m_spin->setKeyboardTracking(false);
    // The spin box keeps the width its longest text needs; the slider takes what is left.
    m_spin->setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Fixed);
    m_slider->setMinimumWidth(60);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_slider, 1);
    layout->addWidget(m_spin, 0);
    connect(m_slider, &QSlider::valueChanged, this, [this](int position) {
        const double v = m_from(position);
        {
            const QSignalBlocker block(m_spin);
            m_spin->setValue(v);
        }
        Q_EMIT valueChanged(m_spin->value());
    });
    connect(m_spin, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        {
            const QSignalBlocker block(m_slider);
            m_slider->setValue(m_to(v));
        }
        Q_EMIT valueChanged(v);
    });
}

void SliderSpin::setMapping(ToSlider to, FromSlider from)
{
    m_to = std::move(to);
    m_from = std::move(from);
}

void SliderSpin::setSpecialValueText(const QString& text) { m_spin->setSpecialValueText(text); }

void SliderSpin::setValue(double value)
{
    const QSignalBlocker a(m_slider);
    const QSignalBlocker b(m_spin);
    m_spin->setValue(value);
    m_slider->setValue(m_to(value));
}

double SliderSpin::value() const { return m_spin->value(); }
