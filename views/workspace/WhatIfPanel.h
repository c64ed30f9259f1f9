// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Live "what if" knobs over every scenario at once: MFU, price as % of the catalog, tokens to train,
// GPU count, DevOps hours and rate, the INR exchange rate and the GPU generation. Each change is one
// call on the Workspace (slider drags of one knob merge into one undo step there); the document
// recomputes and the table and charts follow its estimatesChanged() signal. No calculate button.
#include <QPointer>
#include <QWidget>

#include <string>
#include <vector>

class QLabel;
class QPushButton;
class QSlider;
class SliderSpin;
class Workspace;

class WhatIfPanel : public QWidget {
    Q_OBJECT
public:
    explicit WhatIfPanel(QWidget* parent = nullptr);
    void setWorkspace(Workspace* workspace);
    void refreshFromWorkspace(); // show the document's overrides (after undo, open, catalog change)

    SliderSpin* mfu() const { return m_mfu; }
    SliderSpin* priceFactor() const { return m_price; }
    SliderSpin* tokens() const { return m_tokens; }
    SliderSpin* gpuCount() const { return m_gpus; }
    SliderSpin* devOpsHours() const { return m_devOpsHours; }
    SliderSpin* devOpsRate() const { return m_devOpsRate; }
    SliderSpin* exchangeRate() const { return m_exchange; }
    QSlider* gpuGeneration() const { return m_generation; }

Q_SIGNALS:
    void snapshotRequested(); // "Snapshot what-if as new scenario"

private:
    void fillGenerations();

    QPointer<Workspace> m_workspace;
    SliderSpin* m_mfu;
    SliderSpin* m_price;
    SliderSpin* m_tokens;
    SliderSpin* m_gpus;
    SliderSpin* m_devOpsHours;
    SliderSpin* m_devOpsRate;
    SliderSpin* m_exchange;
    QSlider* m_generation;
    QLabel* m_generationName;
    QLabel* m_rateLabel;
    QLabel* m_summary;
    std::vector<std::string> m_gpuKeys; // generation slider position - 1 -> catalog GPU key
    std::vector<QString> m_gpuNames;
};
