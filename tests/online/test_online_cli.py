"""`main.py serve`'s command line: a usage problem is one short line and exit code 2, before
anything listens."""
from __future__ import annotations

import pytest

import main


@pytest.mark.parametrize("argv,says", [(["serve", "--port", "99999"], "--port"),
                                       (["serve", "--cert", "cert.pem"], "--cert and --key go together"),
                                       (["serve", "--bogus"], "unrecognized arguments")])
def test_serve_usage_errors_are_one_line_and_code_2(argv, says, capsys):
    assert main.main(argv) == 2
    err = capsys.readouterr().err
    assert says in err and len(err.strip().splitlines()) == 1


def test_a_certificate_that_cannot_be_read_is_a_usage_error(tmp_path, capsys):
    missing = str(tmp_path / "none.pem")
    assert main.main(["serve", "--port", "0", "--cert", missing, "--key", missing]) == 2
    assert "cannot use the certificate" in capsys.readouterr().err
