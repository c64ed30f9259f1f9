// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The TCO model's starting values, taken from the catalog's tco_defaults rows (each cited there) and,
// where the catalog has no row, from a constant named here with its source or marked as an assumption.
// Every default lands in Inputs::sources under its field path, so a report can say where it came from.
#include "TcoInputs.h"
#include "planning/CatalogSnapshot.h"

#include <string>
#include <vector>

namespace gp::tco {

enum class Region { India, US };

class TcoDefaults {
public:
    // Inputs with every default filled for the region (electricity, colocation, DevOps rate) and no options.
    static Inputs fromCatalog(const CatalogSnapshot& catalog, Region region = Region::India);
    // An option priced from a catalog offer: kind from its tier (managed providers as managed), price per
    // GPU on the offer's unit, GPUs per instance, the GPU's TDP, the provider's SLA, the shared-instance
    // flag and DevOps hours by kind. Empty name and *error when the offer is missing or unpriced.
    static Option fromOffer(const CatalogSnapshot& catalog, const std::string& offerKey, const Inputs& in,
                            std::string* error);
    // Default DevOps hours for a kind: the catalog's self-managed figure for bare metal (dedicated, own),
    // 0 where the provider runs the machines (the article: managed = zero DevOps overhead).
    static double devOpsHoursFor(OptionKind kind, const CatalogSnapshot& catalog);
    static bool sharedByDefault(OptionKind kind);
    // The cheapest offer of each rented tier for the GPU among those whose instance holds the job's GPUs
    // (in.workload.gpus; a larger job than the GPU's largest rented instance: instances of that size), one purchase
    // offer as own hardware in a colocation and the same in an own data centre: the wizard's and the example's
    // starting set.
    static std::vector<Option> standardOptions(const CatalogSnapshot& catalog, const std::string& gpuKey,
                                               const Inputs& in);
    static std::string optionName(const OfferSpec& offer, const CatalogSnapshot& catalog, OptionKind kind);

    // Constants without a catalog row, with their sources.
    static constexpr double kServerWattsPerGpu = 575; // NVIDIA DGX H100 user guide: 10.2 kW max input, 8 x 700 W GPUs
    static constexpr double kSharedPenalty =
        0.03; // Walters et al. 2014 (IEEE CLOUD): GPU passthrough 96-100% of bare metal
    static constexpr double kResaleFraction = 0.25;  // assumption: no catalog row; use a dealer's quote
    static constexpr double kFacilityLifeYears = 15; // assumption: no catalog row (shell and plant, not IT)
    static constexpr double kDiscountRate = 0.08;    // assumption: no catalog row; use your cost of capital
    // Checkpoint write, restart and spot preemption rate: planning/CheckpointRestart.h, with their sources
    // (the cost per run of an interruptible offer uses the same figures).
};

} // namespace gp::tco
