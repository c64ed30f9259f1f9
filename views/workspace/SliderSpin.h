// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// A slider for quick dragging paired with a spin box for an exact figure; both show one value. The
// mapping between slider steps and values is the caller's (linear, logarithmic, an index...).
#include <QWidget>

#include <functional>

class QDoubleSpinBox;
class QSlider;

class SliderSpin : public QWidget {
    Q_OBJECT
public:
    using ToSlider = std::function<int(double)>;
    using FromSlider = std::function<double(int)>;

    SliderSpin(int sliderMin, int sliderMax, double spinMin, double spinMax, int decimals, const QString& suffix,
               QWidget* parent = nullptr);
    // Linear by default (slider step = value); pass a mapping for anything else.
    void setMapping(ToSlider to, FromSlider from);
    void setSpecialValueText(const QString& text); // shown at the minimum ("scenario's own")
    void setValue(double value);                   // no valueChanged: used to show the document's value
    double value() const;
    QSlider* slider() const { return m_slider; }
    QDoubleSpinBox* spin() const { return m_spin; }

Q_SIGNALS:
    void valueChanged(double value); // the user moved the slider or typed a number

private:
    QSlider* m_slider;
    QDoubleSpinBox* m_spin;
    ToSlider m_to;
    FromSlider m_from;
};
