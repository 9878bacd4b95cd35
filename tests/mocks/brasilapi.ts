/**
 * MSW handlers imitating BrasilAPI (https://brasilapi.com.br) with the answer
 * shapes it really gives for DDD and FIPE price lookups.
 */
import { http, HttpResponse } from "msw";
import { publicConfig } from "#app/config/public";

export const knownDdd = "11";
/** Out of order and in capitals, as BrasilAPI lists them. */
export const knownDddBody = {
  state: "SP",
  cities: ["SÃO PAULO", "ARUJÁ", "ÁGUAS DE LINDÓIA", "GUARULHOS", "BARUERI", "EMBU DAS ARTES"],
};

/** A FIPE code (without its hyphen) the price endpoint knows, the one 7-character input it accepts. */
export const knownFipeCode = "0010049";
export const knownFipeBody = [
  {
    valor: "R$ 6.428,00",
    marca: "Acura",
    modelo: "NSX 3.0",
    anoModelo: 1995,
    combustivel: "Gasolina",
    codigoFipe: "001004-9",
    mesReferencia: "novembro de 2026",
    tipoVeiculo: 1,
    siglaCombustivel: "G",
    dataConsulta: "sábado, 21 de novembro de 2026 12:00",
  },
];

const dddRoute = `${publicConfig.brasilApiUrl}/api/ddd/v1/:ddd`;
const fipeRoute = `${publicConfig.brasilApiUrl}/api/fipe/preco/v1/:code`;

export const brasilApiHandlers = [
  http.get(dddRoute, ({ params }) => {
    if (params.ddd === knownDdd) return HttpResponse.json(knownDddBody);
    return HttpResponse.json(
      { message: "DDD não encontrado", type: "ddd_error", name: "DDD_NOT_FOUND" },
      { status: 404 },
    );
  }),
  http.get(fipeRoute, ({ params }) => {
    if (params.code === knownFipeCode) return HttpResponse.json(knownFipeBody);
    return HttpResponse.json(
      { message: "Código fipe inválido", type: "bad_request", name: "BAD_REQUEST" },
      { status: 400 },
    );
  }),
];

export const brasilApiNetworkError = [
  http.get(dddRoute, () => HttpResponse.error()),
  http.get(fipeRoute, () => HttpResponse.error()),
];

/** A 200 answer whose body is not JSON, as a captive portal or proxy might give. */
export const brasilApiMalformed = [
  http.get(dddRoute, () => new HttpResponse("<html>oops</html>", { headers: { "Content-Type": "text/html" } })),
];
