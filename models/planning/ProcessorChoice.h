// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// "Why a GPU and not a CPU, TPU or NPU" (issue 11), answered from the catalog's processor_classes rows,
// the seed article's processor comparison, so the words a board reads carry their source and date.
#include "CatalogSnapshot.h"
#include "messages/Message.h"

#include <string>
#include <vector>

namespace gp {

struct ProcessorChoiceNote {
    // One short paragraph, a sentence per processor class (templates; the catalog's cells are quoted as
    // written); empty when error is set.
    std::vector<Message> text;
    std::vector<SourceRef> sources; // the rows quoted
    Message error;                  // names the missing catalog row
    bool ok() const { return !error.isTemplate(); }
};

class ProcessorChoice {
public:
    // training: the workload trains or fine-tunes (a class with trains = 0 is ruled out for it).
    static ProcessorChoiceNote explain(const CatalogSnapshot& catalog, bool training);
};

} // namespace gp
