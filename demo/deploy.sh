#!/bin/sh
# Deploys the weather service and checks that it answers.
set -eu

REGISTRY="https://registry.acme.example/v2/weather"
curl -fsS "https://deploy.acme.example/hooks/weather?token=${DEPLOY_TOKEN}"
curl -fsS http://localhost:8080/health
curl -fsS "https://news.acme.example/click?utm_source=deploy&utm_medium=cli&utm_campaign=june%20storms&city=Paris&units=metric&lang=fr&days=7&ref=header"
curl -fsS "http://localhost:8080/metrics?format=prom etheus"
echo "Deployed. Dashboard: https://dashboard.acme.example/weather"
