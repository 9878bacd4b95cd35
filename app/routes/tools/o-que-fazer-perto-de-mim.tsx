import { NearbyPlaces } from "#app/features/tools/o-que-fazer-perto-de-mim/nearby-places";
import { PLACE_CATEGORIES, PLACE_CATEGORY_LABELS } from "#app/features/tools/o-que-fazer-perto-de-mim/categories";
import { ToolLayout } from "#app/features/tools/tool-layout";
import { toolHandle, toolMeta, toolShouldRevalidate } from "#app/features/tools/tool-meta";
import { toolPageData } from "#app/features/tools/tool-page.server";

export const handle = toolHandle;

export const loader = () => toolPageData("o-que-fazer-perto-de-mim");

export const shouldRevalidate = toolShouldRevalidate;

export const meta = toolMeta;

export default function Tool() {
  return (
    <ToolLayout explanation={<Explanation />}>
      <NearbyPlaces />
    </ToolLayout>
  );
}

function Explanation() {
  return (
    <>
      <p>
        A busca usa o <strong>OpenStreetMap</strong>, o mapa colaborativo mantido por voluntários do mundo todo, pela
        API pública Overpass. Com a sua permissão, o navegador lê a sua posição e envia ao OpenStreetMap só um ponto
        arredondado, a menos de 100 metros de você; ou você digita uma cidade brasileira (com o estado, se houver
        cidades com o mesmo nome). A consulta sai direto do seu navegador para o OpenStreetMap, que recebe também o seu
        IP, como em qualquer acesso à internet: a sua localização não passa pelo nosso servidor e não a guardamos.
      </p>
      <p>Entram na lista os lugares com nome destas categorias:</p>
      <ul>
        {PLACE_CATEGORIES.map((category) => (
          <li key={category}>{PLACE_CATEGORY_LABELS[category]}</li>
        ))}
      </ul>
      <p>
        A distância é medida no seu aparelho, em linha reta, da sua posição (ou do centro da cidade) até o lugar, pela
        fórmula de haversine: o caminho a pé ou de carro é maior. Lugares mapeados duas vezes aparecem uma só. O
        OpenStreetMap é feito por voluntários: horários, preços e se um lugar ainda funciona podem estar desatualizados,
        então confira antes de ir.
      </p>
    </>
  );
}
