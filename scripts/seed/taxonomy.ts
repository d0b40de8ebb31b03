import type { ProductCategory, ProductStage } from '../../functions/src/model/products.js';
import type { SalesPointCategory } from '../../functions/src/model/sales.js';

/**
 * Product classification of the demo catalogue: franchise group → franchise → sub-franchise, each
 * sub-franchise with its category, stages, brands and item families. Brand names are invented.
 */
interface ItemFamily {
  en: string;
  fr: string;
  itemType: string;
  /** Variant labels appended to descriptions (sizes, lengths…). */
  variants: readonly string[];
  /** Unit price range in euros excluding VAT. */
  price: readonly [number, number];
  packs: readonly number[];
  sterile: boolean;
  /** ProCare service contracts earn points at their own rate. */
  procare?: boolean;
}

export interface SubFranchiseDef {
  name: string;
  franchise: string;
  franchiseGroup: string;
  category: ProductCategory;
  stages: readonly ProductStage[];
  brands: readonly string[];
  productLines: readonly string[];
  targetProductGroup: string;
  families: readonly ItemFamily[];
  /** Share of a typical hospital's spend. */
  weight: number;
}

const sizes = ['taille 1', 'taille 2', 'taille 3', 'taille 4', 'taille 5', 'taille 6'];
const lengths = ['40 mm', '50 mm', '60 mm', '70 mm', '80 mm', '100 mm', '120 mm'];
const diameters = ['2,0 mm', '2,7 mm', '3,5 mm', '4,0 mm', '5,0 mm', '6,5 mm'];
const none = [''];

// One sub-franchise per line group, as the catalogue team reads it: laid out by hand.
// prettier-ignore
export const SUB_FRANCHISES: readonly SubFranchiseDef[] = [
  {
    name: 'Powered Instruments', franchise: 'Instruments', franchiseGroup: 'MedSurg', category: 'capital', stages: ['per-op'],
    brands: ['Sagitta', 'Corvex'], productLines: ['Moteurs chirurgicaux', 'Batteries'], targetProductGroup: 'Bloc opératoire', weight: 8,
    families: [
      { en: 'Sagittal saw handpiece', fr: 'Pièce à main scie sagittale', itemType: 'Équipement', variants: none, price: [6000, 14000], packs: [1], sterile: false },
      { en: 'Cordless driver', fr: 'Moteur sans fil', itemType: 'Équipement', variants: none, price: [4500, 9000], packs: [1], sterile: false },
      { en: 'Lithium battery pack', fr: 'Batterie lithium', itemType: 'Accessoire', variants: none, price: [600, 1400], packs: [1], sterile: false },
      { en: 'ProCare preventive maintenance', fr: 'Contrat ProCare maintenance préventive', itemType: 'Contrat de service', variants: ['1 an', '3 ans'], price: [2500, 12000], packs: [1], sterile: false, procare: true },
    ],
  },
  {
    name: 'Surgical Technologies', franchise: 'Instruments', franchiseGroup: 'MedSurg', category: 'consommable', stages: ['per-op'],
    brands: ['Corvex', 'Lamina'], productLines: ['Lames et fraises', 'Aspiration'], targetProductGroup: 'Bloc opératoire', weight: 14,
    families: [
      { en: 'Sagittal saw blade', fr: 'Lame de scie sagittale', itemType: 'Consommable stérile', variants: lengths, price: [45, 120], packs: [5, 10], sterile: true },
      { en: 'Round bur', fr: 'Fraise boule', itemType: 'Consommable stérile', variants: diameters, price: [30, 90], packs: [5, 10], sterile: true },
      { en: 'Pulsed lavage kit', fr: 'Kit de lavage pulsé', itemType: 'Consommable stérile', variants: none, price: [60, 140], packs: [10, 12], sterile: true },
    ],
  },
  {
    name: 'Waste Management', franchise: 'Instruments', franchiseGroup: 'MedSurg', category: 'consommable', stages: ['per-op', 'post-op'],
    brands: ['Neptis'], productLines: ['Gestion des fluides'], targetProductGroup: 'Hygiène', weight: 4,
    families: [
      { en: 'Fluid waste manifold', fr: 'Collecteur de fluides', itemType: 'Consommable stérile', variants: ['1 port', '4 ports'], price: [15, 40], packs: [20, 50], sterile: true },
    ],
  },
  {
    name: 'Visualisation', franchise: 'Endoscopy', franchiseGroup: 'MedSurg', category: 'capital', stages: ['per-op'],
    brands: ['Lumen', 'Optivia'], productLines: ['Colonnes vidéo', 'Optiques'], targetProductGroup: 'Endoscopie', weight: 7,
    families: [
      { en: '4K camera control unit', fr: 'Unité de contrôle caméra 4K', itemType: 'Équipement', variants: none, price: [18000, 42000], packs: [1], sterile: false },
      { en: 'LED light source', fr: 'Source de lumière LED', itemType: 'Équipement', variants: none, price: [7000, 15000], packs: [1], sterile: false },
      { en: 'Rigid laparoscope', fr: 'Optique rigide laparoscopie', itemType: 'Accessoire', variants: ['0°', '30°', '45°'], price: [2500, 6000], packs: [1], sterile: false },
      { en: 'ProCare endoscopy coverage', fr: 'Contrat ProCare endoscopie', itemType: 'Contrat de service', variants: ['1 an', '3 ans'], price: [4000, 18000], packs: [1], sterile: false, procare: true },
    ],
  },
  {
    name: 'Arthroscopie', franchise: 'Endoscopy', franchiseGroup: 'MedSurg', category: 'consommable', stages: ['per-op'],
    brands: ['Arthrova'], productLines: ['Shavers', 'Ancres'], targetProductGroup: 'Arthroscopie', weight: 6,
    families: [
      { en: 'Shaver blade', fr: 'Lame de shaver', itemType: 'Consommable stérile', variants: ['3,5 mm', '4,5 mm', '5,5 mm'], price: [80, 180], packs: [5], sterile: true },
      { en: 'RF ablation probe', fr: 'Sonde d’ablation RF', itemType: 'Consommable stérile', variants: ['90°', '50°'], price: [150, 320], packs: [1, 5], sterile: true },
    ],
  },
  {
    name: 'Lits et brancards', franchise: 'Medical', franchiseGroup: 'MedSurg', category: 'capital', stages: ['pre-op', 'post-op'],
    brands: ['Altis', 'Transia'], productLines: ['Brancards', 'Lits de soins'], targetProductGroup: 'Hospitalisation', weight: 6,
    families: [
      { en: 'Stretcher', fr: 'Brancard de transfert', itemType: 'Équipement', variants: none, price: [5000, 11000], packs: [1], sterile: false },
      { en: 'Intensive care bed', fr: 'Lit de soins intensifs', itemType: 'Équipement', variants: none, price: [9000, 22000], packs: [1], sterile: false },
      { en: 'ProCare bed maintenance', fr: 'Contrat ProCare lits', itemType: 'Contrat de service', variants: ['1 an'], price: [1500, 6000], packs: [1], sterile: false, procare: true },
    ],
  },
  {
    name: 'Support patient', franchise: 'Medical', franchiseGroup: 'MedSurg', category: 'consommable', stages: ['pre-op', 'post-op'],
    brands: ['Transia'], productLines: ['Aide au transfert'], targetProductGroup: 'Hospitalisation', weight: 3,
    families: [
      { en: 'Patient transfer sheet', fr: 'Drap de transfert patient', itemType: 'Consommable', variants: none, price: [20, 60], packs: [10, 20], sterile: false },
      { en: 'Pressure relief mattress', fr: 'Matelas de prévention d’escarres', itemType: 'Accessoire', variants: none, price: [400, 1200], packs: [1], sterile: false },
    ],
  },
  {
    name: 'Hanche', franchise: 'Joint Replacement', franchiseGroup: 'Orthopaedics', category: 'implant', stages: ['per-op'],
    brands: ['Orbis', 'Helix'], productLines: ['Tiges fémorales', 'Cotyles'], targetProductGroup: 'Arthroplastie', weight: 16,
    families: [
      { en: 'Cementless femoral stem', fr: 'Tige fémorale sans ciment', itemType: 'Implant', variants: sizes, price: [700, 1600], packs: [1], sterile: true },
      { en: 'Acetabular shell', fr: 'Cupule acétabulaire', itemType: 'Implant', variants: ['46 mm', '50 mm', '54 mm', '58 mm'], price: [600, 1300], packs: [1], sterile: true },
      { en: 'Ceramic femoral head', fr: 'Tête fémorale céramique', itemType: 'Implant', variants: ['28 mm', '32 mm', '36 mm'], price: [350, 800], packs: [1], sterile: true },
    ],
  },
  {
    name: 'Genou', franchise: 'Joint Replacement', franchiseGroup: 'Orthopaedics', category: 'implant', stages: ['per-op'],
    brands: ['Kinetra', 'Helix'], productLines: ['Prothèses totales de genou'], targetProductGroup: 'Arthroplastie', weight: 14,
    families: [
      { en: 'Femoral component', fr: 'Composant fémoral', itemType: 'Implant', variants: sizes, price: [900, 1900], packs: [1], sterile: true },
      { en: 'Tibial baseplate', fr: 'Embase tibiale', itemType: 'Implant', variants: sizes, price: [700, 1500], packs: [1], sterile: true },
      { en: 'Tibial insert', fr: 'Insert tibial', itemType: 'Implant', variants: ['9 mm', '11 mm', '13 mm'], price: [300, 700], packs: [1], sterile: true },
    ],
  },
  {
    name: 'Robotique', franchise: 'Joint Replacement', franchiseGroup: 'Orthopaedics', category: 'capital', stages: ['pre-op', 'per-op'],
    brands: ['Vectra'], productLines: ['Chirurgie assistée'], targetProductGroup: 'Arthroplastie', weight: 3,
    families: [
      { en: 'Robotic arm planning software', fr: 'Logiciel de planification robotique', itemType: 'Logiciel', variants: none, price: [25000, 60000], packs: [1], sterile: false },
      { en: 'Tracking array kit', fr: 'Kit de repères de navigation', itemType: 'Consommable stérile', variants: none, price: [250, 600], packs: [1, 5], sterile: true },
    ],
  },
  {
    name: 'Ostéosynthèse', franchise: 'Trauma & Extremities', franchiseGroup: 'Orthopaedics', category: 'implant', stages: ['per-op'],
    brands: ['Fixalis', 'Novaflex'], productLines: ['Clous', 'Plaques et vis'], targetProductGroup: 'Traumatologie', weight: 10,
    families: [
      { en: 'Intramedullary nail', fr: 'Clou centromédullaire', itemType: 'Implant', variants: lengths, price: [400, 950], packs: [1], sterile: true },
      { en: 'Locking plate', fr: 'Plaque verrouillée', itemType: 'Implant', variants: ['4 trous', '6 trous', '8 trous'], price: [250, 700], packs: [1], sterile: true },
      { en: 'Cortical screw', fr: 'Vis corticale', itemType: 'Implant', variants: diameters, price: [25, 70], packs: [1, 5], sterile: true },
    ],
  },
  {
    name: 'Pied et cheville', franchise: 'Trauma & Extremities', franchiseGroup: 'Orthopaedics', category: 'implant', stages: ['per-op'],
    brands: ['Novaflex'], productLines: ['Avant-pied'], targetProductGroup: 'Traumatologie', weight: 3,
    families: [
      { en: 'Compression screw', fr: 'Vis de compression', itemType: 'Implant', variants: diameters, price: [80, 220], packs: [1], sterile: true },
      { en: 'Ankle fusion plate', fr: 'Plaque d’arthrodèse de cheville', itemType: 'Implant', variants: none, price: [500, 1100], packs: [1], sterile: true },
    ],
  },
  {
    name: 'Rachis', franchise: 'Spine', franchiseGroup: 'Orthopaedics', category: 'implant', stages: ['per-op'],
    brands: ['Vertalis'], productLines: ['Vis pédiculaires', 'Cages intersomatiques'], targetProductGroup: 'Rachis', weight: 5,
    families: [
      { en: 'Pedicle screw', fr: 'Vis pédiculaire', itemType: 'Implant', variants: ['5,5 x 40 mm', '6,5 x 45 mm'], price: [180, 420], packs: [1], sterile: true },
      { en: 'Interbody cage', fr: 'Cage intersomatique', itemType: 'Implant', variants: ['8 mm', '10 mm', '12 mm'], price: [600, 1400], packs: [1], sterile: true },
    ],
  },
  {
    name: 'Thrombectomie', franchise: 'Neurovascular', franchiseGroup: 'Neurotechnology', category: 'consommable', stages: ['per-op'],
    brands: ['Neurion'], productLines: ['Stents retrievers'], targetProductGroup: 'Neuroradiologie', weight: 3,
    families: [
      { en: 'Stent retriever', fr: 'Stent retriever', itemType: 'Consommable stérile', variants: ['4 x 20 mm', '6 x 30 mm'], price: [1200, 2600], packs: [1], sterile: true },
      { en: 'Aspiration catheter', fr: 'Cathéter d’aspiration', itemType: 'Consommable stérile', variants: none, price: [500, 1100], packs: [1], sterile: true },
    ],
  },
  {
    name: 'Rééducation', franchise: 'Medical', franchiseGroup: 'MedSurg', category: 'consommable', stages: ['post-op'],
    brands: ['Altis'], productLines: ['Cryothérapie'], targetProductGroup: 'Soins post-opératoires', weight: 2,
    families: [
      { en: 'Cold therapy pad', fr: 'Manchon de cryothérapie', itemType: 'Consommable', variants: ['genou', 'épaule', 'cheville'], price: [35, 90], packs: [1, 5], sterile: false },
      { en: 'Post-op dressing', fr: 'Pansement post-opératoire', itemType: 'Consommable stérile', variants: ['10 x 15 cm', '10 x 25 cm'], price: [8, 25], packs: [10, 20], sterile: true },
    ],
  },
  {
    name: 'Services Programme', franchise: 'Services', franchiseGroup: 'Services', category: 'services', stages: ['pre-op', 'per-op', 'post-op'],
    brands: ['Programme'], productLines: ['Accompagnement'], targetProductGroup: 'Services', weight: 0,
    families: [
      { en: 'Enhanced recovery (RAAC) programme', fr: 'Accompagnement RAAC', itemType: 'Prestation', variants: none, price: [3000, 8000], packs: [1], sterile: false },
      { en: 'Day hospital (HDJ) programme', fr: 'Accompagnement hôpital de jour (HDJ)', itemType: 'Prestation', variants: none, price: [3000, 8000], packs: [1], sterile: false },
      { en: 'Operating theatre audit', fr: 'Audit de performance du bloc opératoire', itemType: 'Prestation', variants: none, price: [5000, 12000], packs: [1], sterile: false },
      { en: 'Staff training day', fr: 'Journée de formation des équipes', itemType: 'Prestation', variants: none, price: [800, 2000], packs: [1], sterile: false },
    ],
  },
];

/** Fee lines of sales imports: no product, no points, summed in the cost tab. */
export const FEE_LINES = {
  delivery: { reference: 'FRAIS-PORT', description: 'Frais de livraison', itemType: 'Frais de port' },
  billing: { reference: 'FRAIS-FACT', description: 'Frais de facturation', itemType: 'Frais de facturation' },
} as const;

/** The chart grouping ("gimCustom") of a sales line, by what it earns points as. */
export const GIM_CUSTOM_BY_POINT_CATEGORY: Record<SalesPointCategory, string> = {
  capital: 'Équipements',
  procare: 'Contrats ProCare',
  consommable: 'Consommables',
  implant: 'Implants',
  services: 'Frais et services',
};

export const SAPG_CUSTOMS = ['Chirurgie', 'Hospitalisation', 'Services'] as const;

export function sapgCustomOf(def: SubFranchiseDef): string {
  if (def.franchiseGroup === 'Services') return 'Services';
  return def.franchise === 'Medical' ? 'Hospitalisation' : 'Chirurgie';
}

/** SAP product group code, stable per sub-franchise. */
export function sapgOf(def: SubFranchiseDef): string {
  return `SAPG-${String(SUB_FRANCHISES.indexOf(def) * 37 + 1100).padStart(4, '0')}`;
}

export const BUYING_GROUPS = ['UniHA', 'RESAH', 'CAHPP', 'Helpévia', 'UGAP', 'Achats Santé Cliniques'] as const;
