/**
 * The lucide icon of each tool, by slug: on the /ferramentas cards and
 * wherever else a tool is listed. Kept apart from the registry so the
 * registry stays plain data that the route config can import.
 */
import {
  ArrowLeftRight,
  CalendarDays,
  ChartNoAxesCombined,
  Divide,
  FileCheck,
  Grid3x3,
  HandCoins,
  HeartPulse,
  KeyRound,
  Landmark,
  Languages,
  Luggage,
  MapPin,
  Percent,
  PiggyBank,
  Route,
  Ruler,
  Scale,
  SearchCheck,
  Tag,
  Target,
  TrendingUp,
  Wallet,
  Wrench,
  type IconComponent,
} from "~/components/ui/icons";

export const toolIcons: Readonly<Record<string, IconComponent>> = {
  "planejador-roteiro-viagem": Route,
  "calculadora-custo-viagem": Wallet,
  "conversor-moedas": ArrowLeftRight,
  "checklist-bagagem-viagem": Luggage,
  "tradutor-frases-viagem": Languages,
  "calculadora-gorjetas": HandCoins,
  "conversor-medidas-tamanhos": Ruler,
  "o-que-fazer-perto-de-mim": MapPin,
  "calendario-eventos-festivais": CalendarDays,
  "verificador-documentos-viagem": FileCheck,
  "calculadora-roas": ChartNoAxesCombined,
  "calculadora-cpa-maximo": Target,
  "planejador-orcamento-anuncios": PiggyBank,
  "calculadora-markup-margem": Tag,
  "calculadora-juros-compostos": TrendingUp,
  "calculadora-regra-de-tres": Divide,
  "calculadora-porcentagem": Percent,
  "calculadora-imc-metabolismo": HeartPulse,
  "gerador-senhas-seguras": KeyRound,
  "conversor-unidades": Scale,
  "calculadora-emprestimos": Landmark,
  "tabuada-online": Grid3x3,
  "consulta-cep-ddd-placa": SearchCheck,
};

/** For a tool added to the registry without an icon here. */
export const fallbackToolIcon: IconComponent = Wrench;
