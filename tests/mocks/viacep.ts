/**
 * MSW handlers imitating ViaCEP (https://viacep.com.br) with the answer shapes
 * it really gives: the address, `{"erro": true}` (older answers: the string
 * "true") for an unknown CEP, and an HTML 400 page for a malformed one.
 */
import { http, HttpResponse } from "msw";
import { publicConfig } from "#app/config/public";

export const knownCep = "01001000";
export const unknownCep = "99999999";
/** A CEP ViaCEP reports as unknown in its older wording. */
export const legacyUnknownCep = "99999998";

export const knownCepBody = {
  cep: "01001-000",
  logradouro: "Praça da Sé",
  complemento: "lado ímpar",
  unidade: "",
  bairro: "Sé",
  localidade: "São Paulo",
  uf: "SP",
  estado: "São Paulo",
  regiao: "Sudeste",
  ibge: "3550308",
  gia: "1004",
  ddd: "11",
  siafi: "7107",
};

const cepRoute = `${publicConfig.viacepUrl}/ws/:cep/json/`;

export const viacepHandlers = [
  http.get(cepRoute, ({ params }) => {
    const cep = String(params.cep);
    if (!/^\d{8}$/.test(cep)) {
      return new HttpResponse("<h2>Bad Request (400)</h2>", { status: 400, headers: { "Content-Type": "text/html" } });
    }
    if (cep === knownCep) return HttpResponse.json(knownCepBody);
    if (cep === legacyUnknownCep) return HttpResponse.json({ erro: "true" });
    return HttpResponse.json({ erro: true });
  }),
];

/** The CEP call failing at the network level (offline, DNS, CSP block). */
export const viacepNetworkError = http.get(cepRoute, () => HttpResponse.error());
